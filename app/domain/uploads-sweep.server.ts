import fs from "node:fs/promises";
import path from "node:path";
import { storedFileOf } from "~/photos/named-files.mjs";
import { namedKeys, uploadFolders } from "~/photos/stored-files.server";

/**
 * Removes the files in the uploads folder that no row names: leftovers of an upload that a crash
 * interrupted. Runs at start, before any request.
 */
export async function sweepUnreferencedUploads(): Promise<number> {
  const { uploads } = uploadFolders();
  const named = { photo: await namedKeys("photo"), pdf: await namedKeys("pdf") };
  const strangers = (await fs.readdir(uploads)).filter((name) => {
    const file = storedFileOf(name);
    return !file || !named[file.kind].has(file.key);
  });
  await Promise.all(strangers.map((name) => fs.rm(path.join(uploads, name), { force: true, recursive: true })));
  return strangers.length;
}
