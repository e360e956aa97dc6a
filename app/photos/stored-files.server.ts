import fs from "node:fs/promises";
import path from "node:path";
import { db } from "~/site/db.server";
import { siteConfig } from "~/site/env.server";
import { refusal, type Outcome } from "~/domain/outcome";
import { DocumentRejected, documentFileName, inspectDocument, storeDocument } from "./documents.server";
import { storeThenName, underFileLock } from "./file-locks.server";
import { PhotoRejected } from "./images.server";
import { namedKeysSql, storedFileOf, type StoredFileKind } from "./named-files.mjs";

export function uploadFolders() {
  const { uploads, scratch } = siteConfig().paths;
  return { uploads, scratch };
}

/** Every key of a kind that some row names (named-files.mjs lists the columns). */
export async function namedKeys(kind: StoredFileKind): Promise<Set<string>> {
  const rows = await db().$queryRawUnsafe<{ key: string }[]>(namedKeysSql(kind));
  return new Set(rows.map((row) => row.key));
}

async function isNamed(kind: StoredFileKind, key: string): Promise<boolean> {
  const rows = await db().$queryRawUnsafe<unknown[]>(`SELECT 1 FROM (${namedKeysSql(kind)}) WHERE key = ? LIMIT 1`, key);
  return rows.length > 0;
}

/** Removes a file's files (a photo's variants, or the PDF) if no row names it; call under its lock. */
export async function removeIfUnnamed(kind: StoredFileKind, key: string): Promise<void> {
  if (await isNamed(kind, key)) return;
  const { uploads } = uploadFolders();
  if (kind === "pdf") {
    await fs.rm(path.join(uploads, documentFileName(key)), { force: true });
    return;
  }
  const names = await fs.readdir(uploads).catch(() => [] as string[]);
  const variants = names.filter((name) => storedFileOf(name)?.key === key);
  await Promise.all(variants.map((name) => fs.rm(path.join(uploads, name), { force: true })));
}

/** Removes a file once no row names it, decided under the file's lock. Call it after the commit that stopped naming it. */
export function releaseFile(kind: StoredFileKind, key: string): Promise<void> {
  return underFileLock(key, () => removeIfUnnamed(kind, key));
}

/** A photo or a PDF the pipeline cannot take is the sender's mistake, said in words. */
export async function unlessRejected<T>(store: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await store();
  } catch (error) {
    if (error instanceof PhotoRejected || error instanceof DocumentRejected) return refusal(400, error.message);
    throw error;
  }
}

/**
 * Stores a PDF the owner sent (recognised from its bytes), then the row that names it, under the
 * file's lock: a row that fails leaves no stray file.
 */
export async function storePdfThenName<T>(filePath: string, name: (file: { key: string; bytes: number }) => Promise<T>): Promise<T> {
  const file = await inspectDocument(filePath);
  return storeThenName(file.key, {
    store: () => storeDocument(filePath, uploadFolders(), file.key),
    name: () => name(file),
    removeIfUnnamed: () => removeIfUnnamed("pdf", file.key),
  });
}
