// The gallery: the owner's groups, each group's photos, a photo's caption and a new photo (the
// public gallery page, which shows every kind's photos, is routes/($lang).gallery.tsx).
import { langAttribute } from "~/i18n/texts";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList, PhotoRowSummary, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import type {
  galleryPhotoCaptionAction,
  galleryPhotoCaptionLoader,
  newGalleryPhotoAction,
  newGalleryPhotoLoader,
  ownerGalleryGroupAction,
  ownerGalleryGroupLoader,
  ownerGalleryGroupsAction,
  ownerGalleryGroupsLoader,
} from "./gallery.server";
import { firstWords } from "~/components/share-link";
import { Photo } from "~/components/photo";
import { UploadForm } from "~/components/upload-form";
import { PhotoField } from "~/components/photo-field";

// ---- The owner's gallery: its groups, ordered, and the form that adds one

export const ownerGalleryGroupsMeta = catalogueMeta((t) => [t.owner.gallery.title, t.owner.gallery.description]);

export function OwnerGalleryGroupsPage() {
  const groups = useLoaderData<typeof ownerGalleryGroupsLoader>();
  const refusal = useActionData<typeof ownerGalleryGroupsAction>();
  const t = useTexts().owner.gallery;
  return (
    <OwnerList
      title={t.title}
      empty={t.empty}
      orderable
      rows={groups.map((group) => ({
        id: group.id,
        editTo: `/login-home/gallery/${group.id}`,
        label: t.groupLabel(group.title),
        summary: <TitledSummary title={group.title}>, {t.photos(group.photos)}</TitledSummary>,
      }))}
    >
      <p className="mt-4 max-w-2xl text-stone-700">{t.storiesToo}</p>
      <FormUnderList title={t.addGroup} button={t.addGroupButton} refusal={refusal?.message}>
        <TwoLanguageField name="title" label={t.groupTitle} help={t.groupTitleHelp} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- A gallery group: its photos, ordered, and its name

export const ownerGalleryGroupMeta = catalogueMeta((t) => [t.owner.gallery.groupMetaTitle, t.owner.gallery.groupDescription]);

export function OwnerGalleryGroupPage() {
  const group = useLoaderData<typeof ownerGalleryGroupLoader>();
  const refusal = useActionData<typeof ownerGalleryGroupAction>();
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
      <FormUnderList title={t.rename} intent="rename" button={t.renameButton} refusal={refusal?.message}>
        <input type="hidden" name="_id" value={group.id} />
        <TwoLanguageField
          name="title"
          label={t.groupTitle}
          oneNeeded
          maxLength={LIMITS.line}
          values={refusal?.values ?? { title: group.title, titleHi: group.titleHi }}
        />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- A gallery photo's caption, to change

export const galleryPhotoCaptionMeta = catalogueMeta((t) => [t.owner.gallery.captionMetaTitle, t.owner.gallery.captionDescription]);

export function GalleryPhotoCaptionPage() {
  const { photo, caption, values } = useLoaderData<typeof galleryPhotoCaptionLoader>();
  const refusal = useActionData<typeof galleryPhotoCaptionAction>();
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

// ---- A new photo in a gallery group

export const newGalleryPhotoMeta = catalogueMeta((t) => [t.owner.gallery.addPhotoMetaTitle, t.owner.gallery.addPhotoDescription]);

export function NewGalleryPhotoPage() {
  const { title } = useLoaderData<typeof newGalleryPhotoLoader>();
  const refusal = useActionData<typeof newGalleryPhotoAction>();
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
