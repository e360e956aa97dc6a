import type { PhotoStory } from "@prisma/client";
import type { PhotoSources } from "~/components/photo";
import { db } from "~/site/db.server";
import { unlessRejected } from "~/photos/stored-files.server";
import { photoSources } from "~/photos/photo-sources";
import { changeNamedPhoto, releasePhoto, storePhotoThenName } from "~/photos/stored-photos.server";
import { changed, changedRow } from "./content-version.server";
import { NOT_FOUND } from "./messages";
import { refusal, type Outcome } from "./outcome";

export type PhotoView = PhotoSources & { id: string; details: string };

export function viewOfPhotoStory(story: PhotoStory): PhotoView {
  return { id: story.id, details: story.details, ...photoSources(story.imageKey, story.width, story.height) };
}

export function listPhotoStories() {
  return db().photoStory.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export function findPhotoStory(id: string) {
  return db().photoStory.findUnique({ where: { id } });
}

export function createPhotoStory(input: { details: string; photoPath: string }) {
  return storePhotoThenName(input.photoPath, (photo) =>
    db().photoStory.create({ data: { details: input.details, imageKey: photo.key, width: photo.width, height: photo.height } }),
  );
}

/** Changes the row first; the old photo's files go only once that change has committed. */
function updatePhotoStory(input: { id: string; details: string; photoPath: string | null }) {
  return changeNamedPhoto(input.photoPath, (photo) =>
    db().$transaction(async (tx) => {
      const before = await tx.photoStory.findUniqueOrThrow({ where: { id: input.id } });
      const row = await tx.photoStory.update({
        where: { id: input.id },
        data: { details: input.details, ...(photo ? { imageKey: photo.key, width: photo.width, height: photo.height } : {}) },
      });
      return { row, before: before.imageKey, after: row.imageKey };
    }),
  );
}

async function deletePhotoStory(id: string) {
  const removed = await db().photoStory.delete({ where: { id } });
  await releasePhoto(removed.imageKey);
  return removed;
}

export function addPhotoStory(input: { details: string }, photoPath: string): Promise<Outcome<PhotoStory>> {
  return unlessRejected(async () => changed(await createPhotoStory({ details: input.details, photoPath })));
}

/** New details and, when one was chosen, a new photo (else the old one stays). */
export function changePhotoStory(input: { _id: string; details: string }, photoPath: string | null): Promise<Outcome<PhotoStory>> {
  return unlessRejected(async () => {
    // An unknown story is a 404 before any work on its photo.
    if (!(await findPhotoStory(input._id))) return refusal(404, NOT_FOUND);
    return changedRow(() => updatePhotoStory({ id: input._id, details: input.details, photoPath }));
  });
}

export function removePhotoStory(input: { _id: string }): Promise<Outcome<PhotoStory>> {
  return changedRow(() => deletePhotoStory(input._id));
}
