import type { Prisma } from "@prisma/client";
import { db } from "~/site/db.server";
import { storeThenName } from "./file-locks.server";
import { inspectPhoto, type StoredPhoto, storePhoto } from "./images.server";
import { releaseFile, removeIfUnnamed, uploadFolders } from "./stored-files.server";

/** Writes the photo's variants and then `row`, under the photo's lock; a failed row leaves no stray files. */
export async function storePhotoThenName<T>(photoPath: string, row: (photo: StoredPhoto) => Promise<T>): Promise<T> {
  const photo = await inspectPhoto(photoPath);
  return storeThenName(photo.key, {
    store: () => storePhoto(photoPath, uploadFolders(), photo),
    name: () => row(photo),
    removeIfUnnamed: () => removeIfUnnamed("photo", photo.key),
  });
}

function releasePhoto(key: string): Promise<void> {
  return releaseFile("photo", key);
}

/**
 * Writes a row that names a photo: a new photo (when one was chosen) is stored first; the photo
 * the row named before goes only once the write has committed and no row names it. `write`
 * gives the row and the keys it named before and after.
 */
export async function changeNamedPhoto<T>(
  photoPath: string | null,
  write: (photo: StoredPhoto | null) => Promise<{ row: T; before: string | null; after: string | null }>,
): Promise<T> {
  const { row, before, after } = photoPath ? await storePhotoThenName(photoPath, write) : await write(null);
  if (before && before !== after) await releasePhoto(before);
  return row;
}

/** The optional photo columns of a team member or a programme: a new photo, none (removed), or unchanged. */
function optionalPhotoColumns(photo: StoredPhoto | null, remove: boolean) {
  if (photo) return { photoKey: photo.key, photoWidth: photo.width, photoHeight: photo.height };
  return remove ? { photoKey: null, photoWidth: null, photoHeight: null } : {};
}

type PhotoColumns = ReturnType<typeof optionalPhotoColumns>;

/** Adds a row that may have a photo (a team member, an event): the photo is stored first, then the row names it. */
export function addWithOptionalPhoto<T extends { photoKey: string | null }>(photoPath: string | null, create: (photo: PhotoColumns) => Promise<T>): Promise<T> {
  return changeNamedPhoto(photoPath, async (photo) => {
    const row = await create(optionalPhotoColumns(photo, false));
    return { row, before: null, after: row.photoKey };
  });
}

/**
 * Changes a row that may have a photo to a new photo, to none (`remove`), or keeping the one it
 * has; the photo it named before goes once the change has committed. `change` reads the photo
 * the row names before it writes.
 */
export function changeWithOptionalPhoto<T extends { photoKey: string | null }>(
  photoPath: string | null,
  remove: boolean,
  change: (tx: Prisma.TransactionClient, photo: PhotoColumns) => Promise<{ before: string | null; row: T }>,
): Promise<T> {
  return changeNamedPhoto(photoPath, (photo) =>
    db().$transaction(async (tx) => {
      const { before, row } = await change(tx, optionalPhotoColumns(photo, remove));
      return { row, before, after: row.photoKey };
    }),
  );
}
