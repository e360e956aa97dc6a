import type { ArticleLink, Video } from "@prisma/client";
import { db } from "~/site/db.server";
import { textIn, type Lang } from "~/i18n/texts";
import { changed, changedRow } from "./content-version.server";
import type { OperationInput } from "./operations";
import { IN_OWNER_ORDER, nextPosition } from "./ordering.server";
import type { Outcome } from "./outcome";
import { englishOrEmpty } from "./two-languages";

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
  const data = { title: input.title ?? "", titleHi: input.titleHi, youtubeId: input.link, position: await nextPosition("Video") };
  return changed(await db().video.create({ data }));
}

export function deleteVideo(input: { _id: string }): Promise<Outcome<Video>> {
  return changedRow(() => db().video.delete({ where: { id: input._id } }));
}

export function listArticles() {
  return db().articleLink.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export async function addArticle(input: OperationInput<"addArticle">): Promise<Outcome<ArticleLink>> {
  return changed(await db().articleLink.create({ data: { ...englishOrEmpty(input, ["title"]), position: await nextPosition("ArticleLink") } }));
}

export function deleteArticle(input: { _id: string }): Promise<Outcome<ArticleLink>> {
  return changedRow(() => db().articleLink.delete({ where: { id: input._id } }));
}
