import { photoStoryWords } from "./photo-story";
import { said } from "~/i18n/said";
import { z } from "zod";
import { byId, namingFields, rowTexts, yesOrNo, requiredFile } from "~/domain/operation-parts";
import { inTwoLanguages, oneLanguageAtLeast, recordId } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import type { PhotoStory } from "@prisma/client";
import { type BinnedBindings, declareKind, type SentFile } from "~/kinds/kind";
import type { PhotoSources } from "~/components/photo";
import { type Lang, langOfRequest, textIn } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { unlessRejected } from "~/photos/stored-files.server";
import { photoSources } from "~/photos/photo-sources";
import { changeNamedPhoto, storePhotoThenName } from "~/photos/stored-photos.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { firstPosition, IN_OWNER_ORDER } from "~/domain/ordering.server";
import { type Outcome, refusal } from "~/domain/outcome";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerAddPage, ownerEditPage, ownerListPage } from "~/http/owner-forms.server";

// ---- Its rows of the operations table, which the owner's forms and the JSON API run.

const details = inTwoLanguages("details", LIMITS.details);

const photoStoryOperations = namingFields(
  {
    addPhotoStory: {
      input: oneLanguageAtLeast(z.object(details), ["details"]),
      upload: requiredFile("photo"),
      texts: rowTexts({ en: "The photo story was added.", hi: "फ़ोटो कहानी जुड़ गई।" }, { missing: said.requiredFields, apiSuccess: "Content Added" }),
    },
    updatePhotoStory: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...details }), ["details"]),
      upload: { kind: "photo", required: false },
      texts: rowTexts({ en: "The photo story was updated.", hi: "फ़ोटो कहानी बदल गई।" }, { missing: said.requiredFields, apiSuccess: "Content Updated" }),
    },
    showPhotoStoryOnHome: {
      input: z.object({ _id: recordId, onHome: yesOrNo("onHome") }),
      texts: rowTexts({ en: "The home page's carousel was changed.", hi: "होम पेज की स्लाइडें बदल गईं।" }),
    },
    deletePhotoStory: {
      input: byId,
      texts: rowTexts({ en: "The photo story was moved to the bin.", hi: "फ़ोटो कहानी कूड़ेदान में चली गई।" }, { apiSuccess: "Content Deleted" }),
    },
  },
  photoStoryWords.fields,
);

export type PhotoView = PhotoSources & { id: string; details: string };

/** A photo story as a page in `lang` shows it: its photo and its words in that language, else the other. */
export function viewOfPhotoStory(story: PhotoStory, lang: Lang = "en"): PhotoView {
  return { id: story.id, details: textIn(lang, story.details, story.detailsHi), ...photoSources(story.imageKey, story.width, story.height) };
}

type StoryText = { details: string | null; detailsHi?: string | null };

const columnsOf = (input: StoryText) => englishOrEmpty({ details: input.details, detailsHi: input.detailsHi }, ["details"]);

/** Every photo story, in the owner's order (the gallery, the owner's list, the API). */
export function listPhotoStories() {
  return db().photoStory.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

/** The stories the owner chose for the home page's carousel, in the owner's order. */
export function listCarouselStories() {
  return db().photoStory.findMany({ where: { onHome: true }, orderBy: [...IN_OWNER_ORDER] });
}

/** Shows a story in the home page's carousel, or keeps it to the gallery and its own page. */
function showOnHome(input: { _id: string; onHome: boolean }): Promise<Outcome<PhotoStory>> {
  return changedRow(() => db().photoStory.update({ where: { id: input._id }, data: { onHome: input.onHome } }));
}

export function findPhotoStory(id: string) {
  return db().photoStory.findUnique({ where: { id } });
}

export function createPhotoStory(input: StoryText & { photoPath: string }) {
  return storePhotoThenName(input.photoPath, async (photo) =>
    db().photoStory.create({
      data: {
        ...columnsOf(input),
        imageKey: photo.key,
        width: photo.width,
        height: photo.height,
        position: await firstPosition(photoStoryKind),
      },
    }),
  );
}

/** Changes the row first; the old photo's files go only once that change has committed. */
function writeStoryUpdate(input: StoryText & { id: string; photoPath: string | null }) {
  return changeNamedPhoto(input.photoPath, (photo) =>
    db().$transaction(async (tx) => {
      const before = await tx.photoStory.findUniqueOrThrow({ where: { id: input.id } });
      const row = await tx.photoStory.update({
        where: { id: input.id },
        data: { ...columnsOf(input), ...(photo ? { imageKey: photo.key, width: photo.width, height: photo.height } : {}) },
      });
      return { row, before: before.imageKey, after: row.imageKey };
    }),
  );
}

/** Adds a story with its photo. A form sent again (a retried upload, a second tap) was taken once already (http/sent-forms.server.ts). */
function addPhotoStory(input: StoryText, photoPath: string): Promise<Outcome<PhotoStory>> {
  return unlessRejected(async () => changed(await createPhotoStory({ ...input, photoPath })));
}

/** New details and, when one was chosen, a new photo (else the old one stays). */
function updatePhotoStory(input: StoryText & { _id: string }, { filePath: photoPath }: SentFile): Promise<Outcome<PhotoStory>> {
  return unlessRejected(async () => {
    // An unknown story is a 404 before any work on its photo.
    if (!(await findPhotoStory(input._id))) return refusal(404, said.notFound);
    return changedRow(() => writeStoryUpdate({ ...input, id: input._id, photoPath }));
  });
}

export const photoStoryKind = declareKind({
  words: photoStoryWords,
  table: "PhotoStory",
  ordered: {},
  bin: { name: { en: "Photo story", hi: "फ़ोटो कहानी" }, label: ["details", "detailsHi"] },
  pages: { each: (id) => `/success-works/${id}` },
  owner: { list: "/login-home/photo-content" },
  operations: photoStoryOperations,
  apply: {
    addPhotoStory: (input, { filePath }) => addPhotoStory(input, filePath),
    updatePhotoStory,
    showPhotoStoryOnHome: showOnHome,
  } satisfies BinnedBindings<typeof photoStoryOperations>,
});

// ---- The owner's photo stories: the list, ordered, and which the home page's carousel shows

export const { loader: ownerPhotoStoriesLoader, action: ownerPhotoStoriesAction } = ownerListPage(photoStoryKind, {
  read: listPhotoStories,
  view: (story, lang) => ({ ...viewOfPhotoStory(story, lang), onHome: story.onHome }),
  rowButtons: { home: "showPhotoStoryOnHome" },
});

// ---- A new photo story

export const { loader: newPhotoStoryLoader, action: newPhotoStoryAction } = ownerAddPage(photoStoryKind, "addPhotoStory");

// ---- A photo story, to change

export const { loader: ownerPhotoStoryLoader, action: ownerPhotoStoryAction } = ownerEditPage(photoStoryKind, {
  find: findPhotoStory,
  view: viewOfPhotoStory,
  update: "updatePhotoStory",
});

// ---- A photo story's own page, /success-works/<id>

export async function photoStoryLoader({ request, params }: LoaderFunctionArgs) {
  const story = await findPhotoStory(params.id ?? "");
  if (!story) throw new Response("Not Found", { status: 404 });
  return viewOfPhotoStory(story, langOfRequest(request));
}
