import fs from "node:fs/promises";
import path from "node:path";
import { documentKeyOfFile } from "~/photos/documents.server";
import { photoKeyOfFile } from "~/photos/images.server";
import { db } from "~/site/db.server";
import { siteConfig } from "~/site/env.server";

/**
 * Removes the files in the uploads folder that no row names: leftovers of an upload that a crash
 * interrupted. Runs at start, before any request.
 */
export async function sweepUnreferencedUploads(): Promise<number> {
  const { uploads } = siteConfig().paths;
  const [stories, documents] = await Promise.all([
    db().photoStory.findMany({ select: { imageKey: true } }),
    db().document.findMany({ select: { fileKey: true } }),
  ]);
  const photos = new Set(stories.map((story) => story.imageKey));
  const pdfs = new Set(documents.map((document) => document.fileKey));
  const named = (name: string) => {
    const photo = photoKeyOfFile(name);
    if (photo) return photos.has(photo);
    const pdf = documentKeyOfFile(name);
    return pdf !== null && pdfs.has(pdf);
  };
  const strangers = (await fs.readdir(uploads)).filter((name) => !named(name));
  await Promise.all(strangers.map((name) => fs.rm(path.join(uploads, name), { force: true, recursive: true })));
  return strangers.length;
}
