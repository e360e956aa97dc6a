import { z } from "zod";
import { line, listTexts, move, titleInTwoLanguages, type Operation } from "~/domain/operation-parts";
import { calendarDate, httpsOn, oneLanguageAtLeast, optional, recordId, text, youtubeLink } from "~/domain/rules";
import type { ArticleLink, Video } from "@prisma/client";
import { declareKind, filledOr, type Bindings, type RowInput } from "~/kinds/kind";
import { db } from "~/site/db.server";
import { textIn, type Lang } from "~/i18n/texts";
import { changed, changedRow } from "~/domain/content-version.server";
import { IN_OWNER_ORDER, moveRow, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { englishOrEmpty } from "~/domain/two-languages";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const videoTexts = listTexts("The video was added.", "The video was removed.");
const articleTexts = listTexts("The article link was added.", "The article link was removed.");

export const videoOperations = {
  addVideo: {
    input: oneLanguageAtLeast(z.object({ ...titleInTwoLanguages, link: text("link", 500).pipe(youtubeLink) }), ["title"]),
    upload: null,
    texts: videoTexts.add,
  },
  deleteVideo: { input: z.object({ _id: recordId }), upload: null, texts: videoTexts.delete },
  moveVideo: { input: move, upload: null, texts: videoTexts.move },
} satisfies Record<string, Operation>;

export const articleLinkOperations = {
  addArticle: {
    input: oneLanguageAtLeast(
      z.object({
        ...titleInTwoLanguages,
        url: text("url", 500).pipe(httpsOn("url", [], "https://www.amarujala.com/…")),
        source: line("source"),
        publishedOn: optional(calendarDate("publishedOn")),
      }),
      ["title"],
    ),
    upload: null,
    texts: articleTexts.add,
  },
  deleteArticle: { input: z.object({ _id: recordId }), upload: null, texts: articleTexts.delete },
  moveArticle: { input: move, upload: null, texts: articleTexts.move },
} satisfies Record<string, Operation>;

type Input<N extends keyof (typeof videoOperations & typeof articleLinkOperations)> = RowInput<typeof videoOperations & typeof articleLinkOperations, N>;

// The videos of the founder's message page and the articles the gallery links to: links the
// owner pastes, in the owner's order.

/** A video or an article link as a page shows it, its title in the page's language when the owner gave it. */
export function viewOfVideo({ id, title, titleHi, youtubeId }: Video, lang: Lang) {
  return { id, title: textIn(lang, title, titleHi), youtubeId };
}

export function viewOfArticle({ id, title, titleHi, url, source, publishedOn }: ArticleLink, lang: Lang) {
  return { id, title: textIn(lang, title, titleHi), url, source, publishedOn };
}

export function listVideos() {
  return db().video.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export async function addVideo(input: Input<"addVideo">): Promise<Outcome<Video>> {
  const data = { title: input.title ?? "", titleHi: input.titleHi, youtubeId: input.link, position: await nextPosition(videoKind) };
  return changed(await db().video.create({ data }));
}

export function deleteVideo(input: { _id: string }): Promise<Outcome<Video>> {
  return changedRow(() => db().video.delete({ where: { id: input._id } }));
}

export function listArticles() {
  return db().articleLink.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export async function addArticle(input: Input<"addArticle">): Promise<Outcome<ArticleLink>> {
  return changed(await db().articleLink.create({ data: { ...englishOrEmpty(input, ["title"]), position: await nextPosition(articleLinkKind) } }));
}

export function deleteArticle(input: { _id: string }): Promise<Outcome<ArticleLink>> {
  return changedRow(() => db().articleLink.delete({ where: { id: input._id } }));
}

const videoBindings: Bindings<typeof videoOperations> = {
  addVideo: (input) => addVideo(input),
  deleteVideo: (input) => deleteVideo(input),
  moveVideo: (input) => moveRow(videoKind, input._id, input.intent),
};

export const videoKind = declareKind({
  table: "Video",
  ordered: {},
  checklist: { label: { en: "Videos", hi: "वीडियो" }, to: "/login-home/videos", state: async () => filledOr((await db().video.count()) > 0) },
  operations: videoOperations,
  apply: videoBindings,
});

const articleLinkBindings: Bindings<typeof articleLinkOperations> = {
  addArticle: (input) => addArticle(input),
  deleteArticle: (input) => deleteArticle(input),
  moveArticle: (input) => moveRow(articleLinkKind, input._id, input.intent),
};

export const articleLinkKind = declareKind({
  table: "ArticleLink",
  ordered: {},
  checklist: {
    label: { en: "Articles about the trust", hi: "ट्रस्ट के बारे में लेख" },
    to: "/login-home/articles",
    state: async () => filledOr((await db().articleLink.count()) > 0),
  },
  operations: articleLinkOperations,
  apply: articleLinkBindings,
});
