// The gallery: the owner's groups, each group's photos, a photo's caption and a new photo (the
// public gallery page, which shows every kind's photos, is routes/($lang).gallery.tsx).
import { useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, useRefusal } from "~/components/owner-form";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields, requiredLineInBoth, requiredParagraphInBoth } from "~/kinds/fields";
import { FormUnderList, OwnerList, PhotoRowSummary } from "~/components/owner-list";
import { wordsMeta } from "~/components/page-meta";
import { useWords } from "~/i18n/use-texts";
import type { galleryPhotoCaptionLoader, newGalleryPhotoLoader, ownerGalleryGroupLoader, ownerGalleryGroupsLoader } from "./gallery.server";
import { firstWords } from "~/components/share-link";
import { Photo } from "~/components/photo";
import { UploadPage } from "~/components/upload-form";
import { PhotoField } from "~/components/photo-field";
import type { Wording } from "~/i18n/texts";
import { Written } from "~/components/written";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Gallery",
  description: "The gallery's groups of photos, in the owner's order.",
  empty: "No gallery groups yet. Add one below, then add its photos.",
  groupLabel: (title: string) => `the group “${title}” and its photos`,
  photos: (count: number) => (count === 1 ? "1 photo" : `${count} photos`),
  storiesToo: "The photo stories of Success Works show in the gallery too, above these groups. A group without photos is not shown.",
  addGroup: "Add a group",
  addGroupButton: "Add group",
  groupMetaTitle: "A gallery group",
  groupDescription: "The photos of a gallery group, in the owner's order, and its title.",
  noPhotos: "No photos in this group yet.",
  addPhotoLink: "Add a photo",
  photoLabel: (words: string) => `the photo “${words}”`,
  rename: "Rename the group",
  renameButton: "Rename group",
  addPhotoMetaTitle: "Add a photo to the gallery",
  addPhotoDescription: "Add a photo with its caption to a gallery group.",
  addPhotoTitle: (title: string) => `Add a photo to “${title}”`,
  anyShape: "Any shape: the gallery shows the whole photo.",
  addPhoto: "Add photo",
  captionTitle: "The photo’s caption",
  captionMetaTitle: "A gallery photo's caption",
  captionDescription: "Change the caption of a photo in the gallery.",
  saveCaption: "Save caption",
};

const hi: Wording<typeof en> = {
  title: "गैलरी",
  description: "गैलरी में तस्वीरों के समूह, संचालक के तय किए क्रम में।",
  empty: "गैलरी में अभी कोई समूह नहीं है। नीचे एक समूह जोड़ें, फिर उसमें फ़ोटो डालें।",
  groupLabel: (title) => `समूह “${title}” और उसकी फ़ोटो`,
  photos: (count) => `${count} फ़ोटो`,
  storiesToo: "सफल काम की फ़ोटो कहानियाँ भी गैलरी में इन समूहों के ऊपर दिखती हैं। बिना फ़ोटो का समूह नहीं दिखता।",
  addGroup: "समूह जोड़ें",
  addGroupButton: "समूह जोड़ें",
  groupMetaTitle: "गैलरी का एक समूह",
  groupDescription: "गैलरी के एक समूह की फ़ोटो, संचालक के तय किए क्रम में, और उसका नाम।",
  noPhotos: "इस समूह में अभी कोई फ़ोटो नहीं है।",
  addPhotoLink: "फ़ोटो जोड़ें",
  photoLabel: (words) => `फ़ोटो “${words}”`,
  rename: "समूह का नाम बदलें",
  renameButton: "नाम बदलें",
  addPhotoMetaTitle: "गैलरी में फ़ोटो जोड़ें",
  addPhotoDescription: "गैलरी के एक समूह में फ़ोटो और उसका परिचय जोड़ें।",
  addPhotoTitle: (title) => `“${title}” में फ़ोटो जोड़ें`,
  anyShape: "कोई भी आकार: गैलरी पूरी फ़ोटो दिखाती है।",
  addPhoto: "फ़ोटो जोड़ें",
  captionTitle: "फ़ोटो का परिचय",
  captionMetaTitle: "गैलरी की फ़ोटो का परिचय",
  captionDescription: "गैलरी की किसी फ़ोटो का परिचय बदलें।",
  saveCaption: "परिचय सहेजें",
};

// ---- Its fields: a group's title and a photo's caption, each with what it takes and its label and help in both languages.

const groupFields = declareFields(
  {
    title: requiredLineInBoth,
  },
  {
    title: { en: ["Title of the group", "For example: Winter relief camp, Mau."], hi: ["समूह का नाम", "जैसे: सर्दी राहत शिविर, मऊ।"] },
  },
);

const photoFields = declareFields(
  {
    caption: requiredParagraphInBoth,
  },
  {
    caption: {
      en: ["Caption", "What the photo shows, for everyone and for people who cannot see it: who, what, where."],
      hi: ["फ़ोटो का परिचय", "फ़ोटो में क्या है, सबके लिए और उनके लिए भी जो देख नहीं सकते: कौन, क्या, कहाँ।"],
    },
  },
);

export const galleryWords = { en, hi, fields: { ...groupFields, ...photoFields } };

// ---- The owner's gallery: its groups, ordered, and the form that adds one

export const ownerGalleryGroupsMeta = wordsMeta(galleryWords, "title", "description");

export function OwnerGalleryGroupsPage() {
  const t = useWords(galleryWords);
  return (
    <OwnerList<typeof ownerGalleryGroupsLoader>
      row={(group) => ({
        editTo: `/login-home/gallery/${group.id}`,
        title: group.title,
        more: `, ${t.photos(group.photos)}`,
        label: t.groupLabel(group.title),
      })}
      words={t}
    >
      <p className="mt-4 max-w-2xl text-stone-700">{t.storiesToo}</p>
      <FormUnderList title={t.addGroup} button={t.addGroupButton}>
        <DeclaredFields fields={groupFields} />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- A gallery group: its photos, ordered, and its name

export const ownerGalleryGroupMeta = wordsMeta(galleryWords, "groupMetaTitle", "groupDescription");

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
      words={{ title: <Written text={group.name} />, empty: t.noPhotos }}
      addTo={{ to: `/login-home/gallery/${group.id}/new`, label: t.addPhotoLink }}
    >
      <FormUnderList title={t.rename} intent="rename" button={t.renameButton}>
        <input type="hidden" name="_id" value={group.id} />
        <DeclaredFields fields={groupFields} values={group.values} />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- A gallery photo's caption, to change

export const galleryPhotoCaptionMeta = wordsMeta(galleryWords, "captionMetaTitle", "captionDescription");

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
        <DeclaredFields fields={photoFields} values={values} />
        <SubmitButton>{t.saveCaption}</SubmitButton>
      </OwnerForm>
    </>
  );
}

// ---- A new photo in a gallery group

export const newGalleryPhotoMeta = wordsMeta(galleryWords, "addPhotoMetaTitle", "addPhotoDescription");

export function NewGalleryPhotoPage() {
  const { title } = useLoaderData<typeof newGalleryPhotoLoader>();
  const t = useWords(galleryWords);
  return (
    <UploadPage title={t.addPhotoTitle(title)} button={t.addPhoto}>
      <PhotoField required guidance={t.anyShape} />
      <DeclaredFields fields={photoFields} />
    </UploadPage>
  );
}
