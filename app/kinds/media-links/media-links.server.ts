import type { ArticleLink, Video } from "@prisma/client";
import { declareKind, filledOr } from "~/kinds/kind";
import { db } from "~/site/db.server";
import { textIn, type Lang } from "~/i18n/texts";
import { changed, changedRow } from "~/domain/content-version.server";
import type { OperationInput } from "~/domain/operations";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { englishOrEmpty } from "~/domain/two-languages";

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

export async function addVideo(input: OperationInput<"addVideo">): Promise<Outcome<Video>> {
  const data = { title: input.title ?? "", titleHi: input.titleHi, youtubeId: input.link, position: await nextPosition(videoKind) };
  return changed(await db().video.create({ data }));
}

export function deleteVideo(input: { _id: string }): Promise<Outcome<Video>> {
  return changedRow(() => db().video.delete({ where: { id: input._id } }));
}

export function listArticles() {
  return db().articleLink.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export async function addArticle(input: OperationInput<"addArticle">): Promise<Outcome<ArticleLink>> {
  return changed(await db().articleLink.create({ data: { ...englishOrEmpty(input, ["title"]), position: await nextPosition(articleLinkKind) } }));
}

export function deleteArticle(input: { _id: string }): Promise<Outcome<ArticleLink>> {
  return changedRow(() => db().articleLink.delete({ where: { id: input._id } }));
}

export const videoKind = declareKind({
  table: "Video",
  ordered: {},
  checklist: { label: { en: "Videos", hi: "वीडियो" }, to: "/login-home/videos", state: async () => filledOr((await db().video.count()) > 0) },
});

export const articleLinkKind = declareKind({
  table: "ArticleLink",
  ordered: {},
  checklist: {
    label: { en: "Articles about the trust", hi: "ट्रस्ट के बारे में लेख" },
    to: "/login-home/articles",
    state: async () => filledOr((await db().articleLink.count()) > 0),
  },
});
