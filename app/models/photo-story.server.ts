import fs from "node:fs/promises";
import path from "node:path";
import type { PhotoStory } from "@prisma/client";
import { db } from "~/services/db.server";
import { publicContentChanged } from "~/services/public-content.server";
import { isMissingRow } from "~/services/db-errors.server";
import { siteConfig } from "~/services/env.server";
import {
  inspectPhoto,
  PHOTO_FORMATS,
  PhotoRejected,
  photoKeyOfFile,
  removePhotoFiles,
  storePhoto,
  type StoredPhoto,
  variantFileName,
  variantWidths,
} from "~/services/images.server";
import { missingFieldsMessage, NOT_FOUND } from "~/services/messages";
import { refusal, success, type Outcome } from "~/services/outcome";
import type { PhotoForm } from "~/services/uploads.server";
import { readOwnerInput } from "./owner-input";

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

// Two stories may share a photo (its key is the hash of its bytes). Whether a photo's files may go
// is decided under that photo's lock, the same lock under which a new story writes them and its
// row: under any interleaving, files are removed only when no row names them.
const photoLocks = new Map<string, Promise<unknown>>();

async function underPhotoLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = photoLocks.get(key) ?? Promise.resolve();
  const turn = before.then(work, work);
  const done = turn.catch(() => undefined);
  photoLocks.set(key, done);
  try {
    return await turn;
  } finally {
    if (photoLocks.get(key) === done) photoLocks.delete(key);
  }
}

/** Writes the photo's files and then `row`, under the photo's lock; a failed row leaves no stray files. */
async function storePhotoWith<T>(photoPath: string, row: (photo: StoredPhoto) => Promise<T>): Promise<T> {
  const photo = await inspectPhoto(photoPath);
  return underPhotoLock(photo.key, async () => {
    await storePhoto(photoPath, folders(), photo);
    try {
      return await row(photo);
    } catch (error) {
      await removeFilesIfUnreferenced(photo.key);
      throw error;
    }
  });
}

/** Removes a photo's files once no row names it; decided under the photo's lock. */
function releasePhoto(key: string) {
  return underPhotoLock(key, () => removeFilesIfUnreferenced(key));
}

export async function createPhotoStory(input: { details: string; photoPath: string }) {
  const story = await storePhotoWith(input.photoPath, (photo) =>
    db().photoStory.create({ data: { details: input.details, imageKey: photo.key, width: photo.width, height: photo.height } }),
  );
  publicContentChanged();
  return story;
}

/** Changes the row first; the old photo's files go only once that change has committed. */
export async function updatePhotoStory(input: { id: string; details: string; photoPath?: string }) {
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
  publicContentChanged();
  if (before.imageKey !== after.imageKey) await releasePhoto(before.imageKey);
  return after;
}

export async function deletePhotoStory(id: string) {
  const removed = await db().photoStory.delete({ where: { id } });
  publicContentChanged();
  await releasePhoto(removed.imageKey);
  return removed;
}

async function removeFilesIfUnreferenced(key: string) {
  const stillUsed = await db().photoStory.count({ where: { imageKey: key } });
  if (stillUsed === 0) await removePhotoFiles(folders().uploads, key);
}

/** Removes files no story refers to: leftovers of an upload that a crash interrupted. */
export async function sweepUnreferencedPhotos(): Promise<number> {
  const { uploads } = folders();
  const used = new Set((await db().photoStory.findMany({ select: { imageKey: true } })).map((s) => s.imageKey));
  const names = await fs.readdir(uploads);
  const strangers = names.filter((name) => {
    const key = photoKeyOfFile(name);
    return !key || !used.has(key);
  });
  await Promise.all(strangers.map((name) => fs.rm(path.join(uploads, name), { force: true, recursive: true })));
  return strangers.length;
}

/** Add from a submitted form (owner page or API): details required, a photo required. */
export async function addPhotoStoryFrom(form: PhotoForm): Promise<Outcome<PhotoStory>> {
  try {
    const input = readOwnerInput("addContent", form.fields);
    if (!input.ok) return input;
    if (!form.photoPath) return refusal(400, missingFieldsMessage("addContent"));
    return success(await createPhotoStory({ details: input.value.details, photoPath: form.photoPath }));
  } catch (error) {
    if (error instanceof PhotoRejected) return refusal(400, error.message);
    throw error;
  } finally {
    await form.discard();
  }
}

/** Update from a submitted form: details required, a new photo optional (else the old one stays). */
export async function updatePhotoStoryFrom(form: PhotoForm): Promise<Outcome<PhotoStory>> {
  try {
    const input = readOwnerInput("updateContent", form.fields);
    if (!input.ok) return input;
    if (!(await findPhotoStory(input.value._id))) return refusal(404, NOT_FOUND);
    const story = await updatePhotoStory({
      id: input.value._id,
      details: input.value.details,
      ...(form.photoPath ? { photoPath: form.photoPath } : {}),
    });
    return success(story);
  } catch (error) {
    if (error instanceof PhotoRejected) return refusal(400, error.message);
    if (isMissingRow(error)) return refusal(404, NOT_FOUND);
    throw error;
  } finally {
    await form.discard();
  }
}

export async function removePhotoStory(input: { _id: string }): Promise<Outcome<PhotoStory>> {
  try {
    return success(await deletePhotoStory(input._id));
  } catch (error) {
    if (isMissingRow(error)) return refusal(404, NOT_FOUND);
    throw error;
  }
}

/** A story as the JSON API gives it: `_id`, `details`, and `image`, an absolute URL (on PUBLIC_URL) of a served variant. */
export function photoStoryForApi(story: PhotoStory) {
  const view = viewOfPhotoStory(story);
  return { _id: story.id, details: story.details, image: siteConfig().publicOrigin + view.src, createdAt: story.createdAt.toISOString() };
}
