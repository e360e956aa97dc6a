import type { PhotoStory } from "@prisma/client";
import { db } from "~/site/db.server";
import { siteConfig } from "~/site/env.server";
import {
  inspectPhoto,
  PHOTO_FORMATS,
  PhotoRejected,
  removePhotoFiles,
  storePhoto,
  type StoredPhoto,
  variantFileName,
  variantWidths,
} from "~/photos/images.server";
import { storeThenName, underFileLock } from "~/photos/file-locks.server";
import { changed, changedRow } from "./content-version.server";
import { NOT_FOUND } from "./messages";
import { refusal, type Outcome } from "./outcome";

export type PhotoView = {
  id: string;
  details: string;
  width: number;
  height: number;
  /** The JPEG every browser can show. */
  src: string;
  srcSets: Record<(typeof PHOTO_FORMATS)[number], string>;
};

export function photoUrl(key: string, width: number, format: (typeof PHOTO_FORMATS)[number]): string {
  return `/uploads/${variantFileName(key, width, format)}`;
}

export function viewOfPhotoStory(story: PhotoStory): PhotoView {
  const widths = variantWidths(story.width);
  const srcSet = (format: (typeof PHOTO_FORMATS)[number]) =>
    widths.map((width) => `${photoUrl(story.imageKey, width, format)} ${width}w`).join(", ");
  const fallbackWidth = widths.find((width) => width >= 720) ?? widths.at(-1) ?? story.width;
  return {
    id: story.id,
    details: story.details,
    width: story.width,
    height: story.height,
    src: photoUrl(story.imageKey, fallbackWidth, "jpg"),
    srcSets: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") },
  };
}

export function listPhotoStories() {
  return db().photoStory.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export function findPhotoStory(id: string) {
  return db().photoStory.findUnique({ where: { id } });
}

function folders() {
  const { uploads, scratch } = siteConfig().paths;
  return { uploads, scratch };
}

/** Writes the photo's files and then `row`, under the photo's lock; a failed row leaves no stray files. */
async function storePhotoWith<T>(photoPath: string, row: (photo: StoredPhoto) => Promise<T>): Promise<T> {
  const photo = await inspectPhoto(photoPath);
  return storeThenName(photo.key, {
    store: () => storePhoto(photoPath, folders(), photo),
    name: () => row(photo),
    removeIfUnnamed: () => removeFilesIfUnreferenced(photo.key),
  });
}

/** Removes a photo's files once no row names it; decided under the photo's lock. */
export function releasePhoto(key: string) {
  return underFileLock(key, () => removeFilesIfUnreferenced(key));
}

export function createPhotoStory(input: { details: string; photoPath: string }) {
  return storePhotoWith(input.photoPath, (photo) =>
    db().photoStory.create({ data: { details: input.details, imageKey: photo.key, width: photo.width, height: photo.height } }),
  );
}

/** Changes the row first; the old photo's files go only once that change has committed. */
async function updatePhotoStory(input: { id: string; details: string; photoPath?: string }) {
  const change = (photo: StoredPhoto | null) =>
    db().$transaction(async (tx) => {
      const existing = await tx.photoStory.findUniqueOrThrow({ where: { id: input.id } });
      const updated = await tx.photoStory.update({
        where: { id: input.id },
        data: { details: input.details, ...(photo ? { imageKey: photo.key, width: photo.width, height: photo.height } : {}) },
      });
      return [existing, updated] as const;
    });
  const [before, after] = input.photoPath ? await storePhotoWith(input.photoPath, change) : await change(null);
  if (before.imageKey !== after.imageKey) await releasePhoto(before.imageKey);
  return after;
}

async function deletePhotoStory(id: string) {
  const removed = await db().photoStory.delete({ where: { id } });
  await releasePhoto(removed.imageKey);
  return removed;
}

async function removeFilesIfUnreferenced(key: string) {
  const stillUsed = await db().photoStory.count({ where: { imageKey: key } });
  if (stillUsed === 0) await removePhotoFiles(folders().uploads, key);
}

/** A photo the pipeline cannot take is the sender's mistake, said in words. */
async function unlessRejected<T>(store: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await store();
  } catch (error) {
    if (error instanceof PhotoRejected) return refusal(400, error.message);
    throw error;
  }
}

export function addPhotoStory(input: { details: string }, photoPath: string): Promise<Outcome<PhotoStory>> {
  return unlessRejected(async () => changed(await createPhotoStory({ details: input.details, photoPath })));
}

/** New details and, when one was chosen, a new photo (else the old one stays). */
export function changePhotoStory(input: { _id: string; details: string }, photoPath: string | null): Promise<Outcome<PhotoStory>> {
  return unlessRejected(async () => {
    // An unknown story is a 404 before any work on its photo.
    if (!(await findPhotoStory(input._id))) return refusal(404, NOT_FOUND);
    return changedRow(() => updatePhotoStory({ id: input._id, details: input.details, ...(photoPath ? { photoPath } : {}) }));
  });
}

export function removePhotoStory(input: { _id: string }): Promise<Outcome<PhotoStory>> {
  return changedRow(() => deletePhotoStory(input._id));
}
