// The gallery: the owner's groups, each group's photos, a photo's caption and a new photo (the
// public gallery page, which shows every kind's photos, is routes/($lang).gallery.tsx).
import { langAttribute } from "~/i18n/texts";
import { useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField, useRefusal } from "~/components/owner-form";
import { FormUnderList, OwnerList, PhotoRowSummary, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useWords } from "~/i18n/use-texts";
import type { galleryPhotoCaptionLoader, newGalleryPhotoLoader, ownerGalleryGroupLoader, ownerGalleryGroupsLoader } from "./gallery.server";
import { firstWords } from "~/components/share-link";
import { Photo } from "~/components/photo";
import { UploadPage } from "~/components/upload-form";
import { PhotoField } from "~/components/photo-field";
import { galleryWords } from "./words";

// ---- The owner's gallery: its groups, ordered, and the form that adds one

export const ownerGalleryGroupsMeta = catalogueMeta((t, lang) => [galleryWords[lang].title, galleryWords[lang].description]);

export function OwnerGalleryGroupsPage() {
  const t = useWords(galleryWords);
  return (
    <OwnerList<typeof ownerGalleryGroupsLoader>
      row={(group) => ({
        editTo: `/login-home/gallery/${group.id}`,
        label: t.groupLabel(group.title),
        summary: <TitledSummary title={group.title}>, {t.photos(group.photos)}</TitledSummary>,
      })}
      words={t}
    >
      <p className="mt-4 max-w-2xl text-stone-700">{t.storiesToo}</p>
      <FormUnderList title={t.addGroup} button={t.addGroupButton}>
        <TwoLanguageField name="title" label={t.groupTitle} help={t.groupTitleHelp} oneNeeded maxLength={LIMITS.line} />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- A gallery group: its photos, ordered, and its name

export const ownerGalleryGroupMeta = catalogueMeta((t, lang) => [galleryWords[lang].groupMetaTitle, galleryWords[lang].groupDescription]);

export function OwnerGalleryGroupPage() {
  const group = useLoaderData<typeof ownerGalleryGroupLoader>();
  const t = useWords(galleryWords);
  return (
    <OwnerList<typeof ownerGalleryGroupLoader>
      row={(photo) => ({
        editTo: `/login-home/gallery/${group.id}/${photo.id}`,
        label: t.photoLabel(firstWords(photo.caption, 40)),
        summary: <PhotoRowSummary photo={photo} text={photo.caption} />,
      })}
      words={{ title: <span {...langAttribute(group.name, group.lang)}>{group.name}</span>, empty: t.noPhotos }}
      addTo={{ to: `/login-home/gallery/${group.id}/new`, label: t.addPhotoLink }}
    >
      <FormUnderList title={t.rename} intent="rename" button={t.renameButton}>
        <input type="hidden" name="_id" value={group.id} />
        <TwoLanguageField name="title" label={t.groupTitle} oneNeeded maxLength={LIMITS.line} values={{ title: group.title, titleHi: group.titleHi }} />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- A gallery photo's caption, to change

export const galleryPhotoCaptionMeta = catalogueMeta((t, lang) => [galleryWords[lang].captionMetaTitle, galleryWords[lang].captionDescription]);

export function GalleryPhotoCaptionPage() {
  const { photo, caption, values } = useLoaderData<typeof galleryPhotoCaptionLoader>();
  const refusal = useRefusal();
  const t = useWords(galleryWords);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.captionTitle}</h1>
      <div className="mt-4 w-64 max-w-full">
        <Photo photo={photo} alt={caption} sizes="256px" className="h-auto w-full rounded-lg" />
      </div>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <TwoLanguageField name="caption" label={t.caption} help={t.captionHelp} oneNeeded multiline maxLength={LIMITS.details} values={values} />
        <SubmitButton>{t.saveCaption}</SubmitButton>
      </OwnerForm>
    </>
  );
}

// ---- A new photo in a gallery group

export const newGalleryPhotoMeta = catalogueMeta((t, lang) => [galleryWords[lang].addPhotoMetaTitle, galleryWords[lang].addPhotoDescription]);

export function NewGalleryPhotoPage() {
  const { title } = useLoaderData<typeof newGalleryPhotoLoader>();
  const t = useWords(galleryWords);
  return (
    <UploadPage title={t.addPhotoTitle(title)} button={t.addPhoto}>
      <PhotoField required guidance={t.anyShape} />
      <TwoLanguageField name="caption" label={t.caption} help={t.captionHelp} oneNeeded multiline maxLength={LIMITS.details} />
    </UploadPage>
  );
}
