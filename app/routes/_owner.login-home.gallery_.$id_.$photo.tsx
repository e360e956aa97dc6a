import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { Photo } from "~/components/photo";
import { findGalleryPhoto } from "~/kinds/gallery/gallery.server";
import { languageOf } from "~/domain/owner.server";
import { LIMITS } from "~/domain/rules";
import { backToList, ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { textIn } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { photoSources } from "~/photos/photo-sources";

export const meta = pageMeta(
  (t) => t.owner.gallery.captionMetaTitle,
  (t) => t.owner.gallery.captionDescription,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const photo = await findGalleryPhoto(params.id ?? "", params.photo ?? "");
  if (!photo) throw notFound();
  return {
    photo: photoSources(photo.imageKey, photo.width, photo.height),
    caption: textIn(lang, photo.caption, photo.captionHi),
    values: { caption: photo.caption, captionHi: photo.captionHi },
  };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updateGalleryPhoto", {
    fixed: { _id: args.params.photo ?? "" },
    successTo: backToList(`/login-home/gallery/${args.params.id ?? ""}`),
  });
}

export default function GalleryPhotoCaption() {
  const { photo, caption, values } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.gallery;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.captionTitle}</h1>
      <div className="mt-4 w-64 max-w-full">
        <Photo photo={photo} alt={caption} sizes="256px" className="h-auto w-full rounded-lg" />
      </div>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <TwoLanguageField
          name="caption"
          label={t.caption}
          help={t.captionHelp}
          oneNeeded
          multiline
          maxLength={LIMITS.details}
          values={refusal?.values ?? values}
        />
        <SubmitButton>{t.saveCaption}</SubmitButton>
      </OwnerForm>
    </>
  );
}
