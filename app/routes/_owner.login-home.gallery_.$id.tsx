import { langAttribute, textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { OwnerList, PhotoRowSummary } from "~/components/owner-list";
import { firstWords } from "~/components/share-link";
import { pageMeta } from "~/components/page-meta";
import { findGalleryGroup, viewOfGalleryPhoto } from "~/kinds/gallery/gallery.server";
import { LIMITS } from "~/domain/rules";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta(
  (t) => t.owner.gallery.groupMetaTitle,
  (t) => t.owner.gallery.groupDescription,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const group = await findGalleryGroup(params.id ?? "");
  if (!group) throw notFound();
  return {
    lang,
    id: group.id,
    name: textIn(lang, group.title, group.titleHi),
    title: group.title,
    titleHi: group.titleHi,
    photos: group.photos.map((photo) => viewOfGalleryPhoto(photo, lang)),
  };
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
  const t = useTexts().owner.gallery;
  return (
    <OwnerList
      toBin
      title={<span {...langAttribute(group.name, group.lang)}>{group.name}</span>}
      empty={t.noPhotos}
      orderable
      addTo={{ to: `/login-home/gallery/${group.id}/new`, label: t.addPhotoLink }}
      rows={group.photos.map((photo) => ({
        id: photo.id,
        editTo: `/login-home/gallery/${group.id}/${photo.id}`,
        label: t.photoLabel(firstWords(photo.caption, 40)),
        summary: <PhotoRowSummary photo={photo} text={photo.caption} lang={group.lang} />,
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">{t.rename}</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <input type="hidden" name="_id" value={group.id} />
        <TwoLanguageField
          name="title"
          label={t.groupTitle}
          oneNeeded
          maxLength={LIMITS.line}
          values={refusal?.values ?? { title: group.title, titleHi: group.titleHi }}
        />
        <SubmitButton intent="rename">{t.renameButton}</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
