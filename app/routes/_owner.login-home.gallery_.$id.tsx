import { textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { OwnerList, PhotoRowSummary } from "~/components/owner-list";
import { firstWords } from "~/components/share-link";
import { pageMeta } from "~/components/page-meta";
import { findGalleryGroup, viewOfGalleryPhoto } from "~/domain/gallery.server";
import { LIMITS } from "~/domain/rules";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("A gallery group", "The photos of a gallery group, in the owner's order, and its title.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const group = await findGalleryGroup(params.id ?? "");
  if (!group) throw notFound();
  return { id: group.id, name: textIn("en", group.title, group.titleHi), title: group.title, titleHi: group.titleHi, photos: group.photos.map((photo) => viewOfGalleryPhoto(photo)) };
}

export function action(args: ActionFunctionArgs) {
  const group = new URL(args.request.url).pathname;
  return ownerFormByIntent(args, {
    rename: { operation: "renameGalleryGroup", successTo: group },
    delete: { operation: "deleteGalleryPhoto", successTo: group },
    up: { operation: "moveGalleryPhoto", successTo: group },
    down: { operation: "moveGalleryPhoto", successTo: group },
  });
}

export default function GalleryGroupPhotos() {
  const group = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      toBin
      title={group.name}
      empty="No photos in this group yet."
      orderable
      addTo={{ to: `/login-home/gallery/${group.id}/new`, label: "Add a photo" }}
      rows={group.photos.map((photo) => ({
        id: photo.id,
        label: `the photo “${firstWords(photo.caption, 40)}”`,
        summary: <PhotoRowSummary photo={photo} text={photo.caption} />,
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">Rename the group</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <input type="hidden" name="_id" value={group.id} />
        <TwoLanguageField name="title" label="Title of the group" oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? { title: group.title, titleHi: group.titleHi }} />
        <SubmitButton intent="rename">Rename group</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
