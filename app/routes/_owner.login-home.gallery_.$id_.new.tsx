import { textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { findGalleryGroup } from "~/kinds/gallery/gallery.server";
import { LIMITS } from "~/domain/rules";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { takesUploads } from "~/http/route-handle";

export const meta = pageMeta(
  (t) => t.owner.gallery.addPhotoMetaTitle,
  (t) => t.owner.gallery.addPhotoDescription,
);
export const handle = takesUploads;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const group = await findGalleryGroup(params.id ?? "");
  if (!group) throw notFound();
  return { title: textIn(lang, group.title, group.titleHi) };
}

export function action(args: ActionFunctionArgs) {
  const groupId = args.params.id ?? "";
  return ownerForm(args, "addGalleryPhoto", { fixed: { groupId }, successTo: backToList(`/login-home/gallery/${groupId}`) });
}

export default function AddGalleryPhoto() {
  const { title } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const { gallery: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.addPhotoTitle(title)}</h1>
      <UploadForm refusal={refusal?.message}>
        <PhotoField required guidance={t.anyShape} />
        <TwoLanguageField name="caption" label={t.caption} help={t.captionHelp} oneNeeded multiline maxLength={LIMITS.details} values={refusal?.values ?? {}} />
        <SubmitButton busyText={form.uploading}>{t.addPhoto}</SubmitButton>
      </UploadForm>
    </>
  );
}
