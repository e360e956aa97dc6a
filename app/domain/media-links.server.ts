import type { ArticleLink, Video } from "@prisma/client";
import { db } from "~/site/db.server";
import { changed, changedRow } from "./content-version.server";
import type { OperationInput } from "./operations";
import { IN_OWNER_ORDER, nextPosition } from "./ordering.server";
import type { Outcome } from "./outcome";

// The videos of the founder's message page and the articles the gallery links to: links the
// owner pastes, in the owner's order.

export function listVideos() {
  return db().video.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export async function addVideo(input: OperationInput<"addVideo">): Promise<Outcome<Video>> {
  const data = { title: input.title, youtubeId: input.link, position: await nextPosition("Video") };
  return changed(await db().video.create({ data }));
}

export function removeVideo(input: { _id: string }): Promise<Outcome<Video>> {
  return changedRow(() => db().video.delete({ where: { id: input._id } }));
}

export function listArticles() {
  return db().articleLink.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export async function addArticle(input: OperationInput<"addArticle">): Promise<Outcome<ArticleLink>> {
  return changed(await db().articleLink.create({ data: { ...input, position: await nextPosition("ArticleLink") } }));
}

export function removeArticle(input: { _id: string }): Promise<Outcome<ArticleLink>> {
  return changedRow(() => db().articleLink.delete({ where: { id: input._id } }));
}
