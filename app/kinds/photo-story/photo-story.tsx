// Photo stories: the public page of each, and the owner's list, add and edit pages.
import type { ReactNode } from "react";
import { useLoaderData } from "@remix-run/react";
import { OwnerList, PhotoRowSummary, yesOrNoButton } from "~/components/owner-list";
import { firstWords, ShareAndAll } from "~/components/share-link";
import { catalogueMeta, pageMeta, wordsMeta } from "~/components/page-meta";
import { useTexts, useWords } from "~/i18n/use-texts";
import type { ownerPhotoStoriesLoader, ownerPhotoStoryLoader, photoStoryLoader, PhotoView } from "./photo-story.server";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields, requiredParagraphInBoth } from "~/kinds/fields";
import { PhotoField } from "~/components/photo-field";
import { UploadPage } from "~/components/upload-form";
import { Photo } from "~/components/photo";
import { PageSection } from "~/components/section";
import { Written } from "~/components/written";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  addTitle: "Add a photo story",
  addDescription: "Add a Success Works photo story.",
  add: "Add photo story",
  listDescription: "Update or delete photo stories.",
  empty: "No photo stories yet.",
  inCarousel: "In the home page's carousel",
  notInCarousel: "Not in the home page's carousel (still in the gallery)",
  showOnHome: "Show on the home page",
  takeOffHome: "Take off the home page",
  editTitle: "Edit photo story",
  editMetaTitle: "Edit a photo story",
  editDescription: "Edit a Success Works photo story.",
  save: "Save photo story",
  photoOfStory: "The photo of this story",
};

const hi: Wording<typeof en> = {
  addTitle: "फ़ोटो कहानी जोड़ें",
  addDescription: "सफल काम की एक फ़ोटो कहानी जोड़ें।",
  add: "फ़ोटो कहानी जोड़ें",
  listDescription: "फ़ोटो कहानियाँ बदलें या हटाएँ।",
  empty: "अभी कोई फ़ोटो कहानी नहीं है।",
  inCarousel: "होम पेज की स्लाइडों में है",
  notInCarousel: "होम पेज की स्लाइडों में नहीं है (गैलरी में है)",
  showOnHome: "होम पेज पर दिखाएँ",
  takeOffHome: "होम पेज से उतारें",
  editTitle: "फ़ोटो कहानी बदलें",
  editMetaTitle: "फ़ोटो कहानी बदलें",
  editDescription: "सफल काम की एक फ़ोटो कहानी बदलें।",
  save: "फ़ोटो कहानी सहेजें",
  photoOfStory: "इस कहानी की फ़ोटो",
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    details: requiredParagraphInBoth,
  },
  {
    details: {
      en: [
        "Description",
        "The home page's slide shows the first two lines (three on a computer) with “Read the story”; the whole description is on the story's own page and in the gallery.",
      ],
      hi: ["ब्योरा", "होम पेज की स्लाइड में पहली दो पंक्तियाँ (कंप्यूटर पर तीन) “पूरी कहानी पढ़ें” के साथ दिखती हैं; पूरा ब्योरा कहानी के अपने पेज पर और गैलरी में रहता है।"],
    },
  },
);

export const photoStoryWords = { en, hi, fields };

// ---- The owner's photo stories: the list, ordered, and which the home page's carousel shows

export const ownerPhotoStoriesMeta = catalogueMeta((t, lang) => [t.owner.menu.updateSuccessWorks, photoStoryWords[lang].listDescription]);

export function OwnerPhotoStoriesPage() {
  const t = useTexts().owner;
  const words = useWords(photoStoryWords);
  return (
    <OwnerList<typeof ownerPhotoStoriesLoader>
      words={{ title: t.menu.updateSuccessWorks, empty: words.empty }}
      row={(story) => ({
        editTo: `/api/v1/content/get_Contents_Update/${story.id}`,
        named: firstWords(story.details, 40),
        summary: (
          <>
            <PhotoRowSummary photo={story} text={story.details} />
            <p className="mt-1 text-sm font-semibold" data-on-home={story.onHome}>
              {story.onHome ? words.inCarousel : words.notInCarousel}
            </p>
          </>
        ),
        action: yesOrNoButton("home", "onHome", story.onHome, { yes: words.showOnHome, no: words.takeOffHome, busy: t.form.saving }),
      })}
    />
  );
}

// ---- A new photo story

export const newPhotoStoryMeta = wordsMeta(photoStoryWords, "addTitle", "addDescription");

export function NewPhotoStoryPage() {
  const { menu } = useTexts().owner;
  const t = useWords(photoStoryWords);
  return (
    <PhotoStoryForm title={menu.successWorks} button={t.add}>
      <PhotoField required asSlide />
    </PhotoStoryForm>
  );
}

/** The add and the edit form: the photo (its field comes first, in `children`), the words under it (the edit form's marked with what they showed), the button. */
function PhotoStoryForm({ title, button, values, children }: { title: string; button: string; values?: Record<string, string | null>; children: ReactNode }) {
  return (
    <UploadPage title={title} button={button}>
      {children}
      <DeclaredFields fields={fields} values={values} />
    </UploadPage>
  );
}

// ---- A photo story, to change

export const ownerPhotoStoryMeta = wordsMeta(photoStoryWords, "editMetaTitle", "editDescription");

export function OwnerPhotoStoryPage() {
  const story = useLoaderData<typeof ownerPhotoStoryLoader>();
  const t = useWords(photoStoryWords);
  return (
    <PhotoStoryForm title={t.editTitle} button={t.save} values={story.values}>
      <PhotoField required={false} current={{ src: story.src, alt: t.photoOfStory }} asSlide />
    </PhotoStoryForm>
  );
}

// ---- A photo story's own page, /success-works/<id>

// A photo story's own page: the whole photo and the whole story, to link to and pass on.
export const photoStoryMeta = pageMeta(
  (_t, _trust, data) => firstWords((data as PhotoView | undefined)?.details ?? ""),
  (_t, _trust, data) => firstWords((data as PhotoView | undefined)?.details ?? "", 160),
  (data) => (data as PhotoView | undefined)?.key,
);

export function PhotoStoryPage() {
  const story = useLoaderData<typeof photoStoryLoader>();
  const t = useTexts();
  return (
    <PageSection title={t.gallery.successWorks}>
      <figure className="max-w-3xl">
        <Photo photo={story} alt="" sizes="(min-width: 768px) 768px, 100vw" eager className="h-auto w-full rounded-xl" />
        <Written as="figcaption" className="mt-4 whitespace-pre-line break-words text-lg" text={story.details} />
      </figure>
      <ShareAndAll text={story.details} share={t.story.share} all={{ to: "/gallery", label: t.story.more }} />
    </PageSection>
  );
}
