import type { Notice, PhotoStory, WorkCounter } from "@prisma/client";
import { viewOfPhotoStory } from "~/kinds/photo-story/photo-story.server";
import { siteConfig } from "~/site/env.server";

// Records as the original backend's clients read them: `_id` and the original field names,
// dates as ISO-8601 (its first 10 characters are the date).

export function workCounterForApi(counter: WorkCounter) {
  return { _id: counter.id, category: counter.category || (counter.categoryHi ?? ""), count: counter.count };
}

export function noticeForApi(notice: Notice) {
  return { _id: notice.id, update: notice.update || (notice.updateHi ?? ""), createdAt: notice.createdAt.toISOString() };
}

/** `_id`, `details`, and `image`: an absolute URL, on PUBLIC_URL, of a served variant. */
export function photoStoryForApi(story: PhotoStory) {
  const view = viewOfPhotoStory(story);
  return { _id: story.id, details: view.details, image: siteConfig().publicOrigin + view.src, createdAt: story.createdAt.toISOString() };
}

/** The home carousel's items: the image, and the details that ride along as its alt text. */
export function carouselItemForApi(story: PhotoStory) {
  const { image, details } = photoStoryForApi(story);
  return { image, details };
}
