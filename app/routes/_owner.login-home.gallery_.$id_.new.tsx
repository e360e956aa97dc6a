import { textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { findGalleryGroup } from "~/domain/gallery.server";
import { LIMITS } from "~/domain/rules";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Add a photo to the gallery", "Add a photo with its caption to a gallery group.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const group = await findGalleryGroup(params.id ?? "");
  if (!group) throw notFound();
  return { title: textIn("en", group.title, group.titleHi) };
}

export function action(args: ActionFunctionArgs) {
  const groupId = args.params.id ?? "";
  return ownerForm(args, "addGalleryPhoto", { fixed: { groupId }, successTo: `/login-home/gallery/${groupId}` });
}

export default function AddGalleryPhoto() {
  const { title } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Add a photo to {title}</h1>
      <OwnerForm refusal={refusal?.message} encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <PhotoField required guidance="Any shape: the gallery shows the whole photo." />
        <TwoLanguageField
          name="caption"
          label="Caption"
          help="What the photo shows, for everyone and for people who cannot see it: who, what, where."
          oneNeeded
          multiline
          maxLength={LIMITS.details}
          values={refusal?.values ?? {}}
        />
        <SubmitButton busyText="Uploading…">Add photo</SubmitButton>
      </OwnerForm>
    </>
  );
}
