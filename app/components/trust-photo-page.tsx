import { useLoaderData } from "@remix-run/react";
import { SubmitButton, useRefusal } from "./owner-form";
import { UploadForm } from "./upload-form";
import { catalogueMeta } from "./page-meta";
import { PhotoField } from "./photo-field";
import { RemoveButton, RemoveRefusedPage } from "./remove-page";
import type { PhotoSources } from "./photo";
import { useTexts } from "~/i18n/use-texts";

// The trust's own two photos, its logo and the bank's UPI QR code: each has a page that uploads
// it and, apart from that page's streamed upload, a plain address its "Remove" button posts to.

export const TRUST_PHOTOS = {
  logo: { page: "/login-home/logo", noun: "logo", save: "saveLogo", remove: "removeLogo" },
  upiQr: { page: "/login-home/upi-qr", noun: "qr", save: "saveUpiQr", remove: "removeUpiQr" },
} as const;

export type TrustPhoto = keyof typeof TRUST_PHOTOS;

export const trustPhotoMeta = (which: TrustPhoto) => catalogueMeta((t) => [t.owner[which].metaTitle, t.owner[which].description]);

export function trustPhotoPage(which: TrustPhoto) {
  const { page, noun } = TRUST_PHOTOS[which];
  return function TrustPhotoPage() {
    const { photo } = useLoaderData<{ photo: PhotoSources | null }>();
    const refusal = useRefusal();
    const { owner } = useTexts();
    const t = owner[which];
    return (
      <>
        <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
        <p className="mt-2 max-w-2xl">{t.intro}</p>
        <UploadForm refusal={refusal?.message}>
          <PhotoField required current={photo ? { src: photo.src, alt: t.currentAlt } : null} noun={noun} guidance={t.guidance} />
          <SubmitButton busyText={owner.form.uploading}>{t.save}</SubmitButton>
        </UploadForm>
        {photo ? (
          <RemoveButton action={`${page}/remove`} busyText={owner.form.removing}>
            {t.remove}
          </RemoveButton>
        ) : null}
      </>
    );
  };
}

export const removeTrustPhotoMeta = (which: TrustPhoto) => catalogueMeta((t) => [t.owner[which].remove, t.owner[which].removeDescription]);

export function removeTrustPhotoPage(which: TrustPhoto) {
  return function RemoveTrustPhotoPage() {
    const t = useTexts().owner[which];
    return <RemoveRefusedPage title={t.remove} back={{ to: TRUST_PHOTOS[which].page, label: t.back }} />;
  };
}
