import fs from "node:fs/promises";
import path from "node:path";
import type { PhotoStory } from "@prisma/client";
import { db } from "~/services/db.server";
import { siteConfig } from "~/services/env.server";
import {
  PHOTO_FORMATS,
  photoKeyOfFile,
  removePhotoFiles,
  storePhoto,
  variantFileName,
  variantWidths,
} from "~/services/images.server";

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

/** Stores the photo, then the row; a failed row leaves no files behind. */
export async function createPhotoStory(input: { details: string; photoPath: string }) {
  const photo = await storePhoto(input.photoPath, folders());
  try {
    return await db().photoStory.create({
      data: { details: input.details, imageKey: photo.key, width: photo.width, height: photo.height },
    });
  } catch (error) {
    await removeFilesIfUnreferenced(photo.key);
    throw error;
  }
}

/** Changes the row first; the old photo's files go only once that change has committed. */
export async function updatePhotoStory(input: { id: string; details: string; photoPath?: string }) {
  const photo = input.photoPath ? await storePhoto(input.photoPath, folders()) : null;
  try {
    const [before, after] = await db().$transaction(async (tx) => {
      const existing = await tx.photoStory.findUniqueOrThrow({ where: { id: input.id } });
      const updated = await tx.photoStory.update({
        where: { id: input.id },
        data: {
          details: input.details,
          ...(photo ? { imageKey: photo.key, width: photo.width, height: photo.height } : {}),
        },
      });
      return [existing, updated] as const;
    });
    if (before.imageKey !== after.imageKey) await removeFilesIfUnreferenced(before.imageKey);
    return after;
  } catch (error) {
    if (photo) await removeFilesIfUnreferenced(photo.key);
    throw error;
  }
}

export async function deletePhotoStory(id: string) {
  const removed = await db().photoStory.delete({ where: { id } });
  await removeFilesIfUnreferenced(removed.imageKey);
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
