import { said } from "~/i18n/said";
import fs from "node:fs/promises";
import path from "node:path";
import type { Prisma } from "@prisma/client";
import { db, tableNamed } from "~/site/db.server";
import { changedRow } from "~/domain/content-version.server";
import { siteConfig } from "~/site/env.server";
import { type Outcome, refusal } from "~/domain/outcome";
import { documentFileName, DocumentRejected, inspectDocument, storeDocument } from "./documents.server";
import { storeThenName, underFileLock } from "./file-locks.server";
import { PhotoRejected } from "./images.server";
import { namedKeysSql, type StoredFileKind, storedFileOf } from "./named-files.mjs";

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
    if (error instanceof PhotoRejected || error instanceof DocumentRejected) return refusal(400, error.said);
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

/**
 * Writes a row that names a PDF: a new PDF (when one was sent) is stored first; the PDF the row
 * named before goes only once the write has committed and no row names it. `write` gives the
 * row and the keys it named before and after.
 */
async function changeNamedPdf<T>(
  filePath: string | null,
  write: (file: { key: string; bytes: number } | null) => Promise<{ row: T; before: string | null; after: string | null }>,
): Promise<T> {
  const { row, before, after } = filePath ? await storePdfThenName(filePath, write) : await write(null);
  if (before && before !== after) await releaseFile("pdf", before);
  return row;
}

type PdfColumns = { key: string; bytes: string };
type RowTable = {
  findUnique(args: { where: { id: string } }): Promise<Record<string, unknown> | null>;
  findUniqueOrThrow(args: { where: { id: string } }): Promise<Record<string, unknown>>;
  update(args: { where: { id: string }; data: Record<string, unknown> }): Promise<Record<string, unknown>>;
};

/**
 * Names a PDF the owner sent (or none) in a row's columns, its key and its size (a notice's, an
 * event's): a row that is not there is a 404; the PDF it named before goes once the change has
 * committed and no row names it.
 */
export function changeRowPdf<T>(model: Prisma.ModelName, id: string, columns: PdfColumns, filePath: string | null): Promise<Outcome<T>> {
  return unlessRejected(async () => {
    if (!(await tableNamed<RowTable>(db(), model).findUnique({ where: { id } }))) return refusal(404, said.notFound);
    const changed = await changedRow(() =>
      changeNamedPdf(filePath, (file) =>
        db().$transaction(async (tx) => {
          const table = tableNamed<RowTable>(tx, model);
          const before = await table.findUniqueOrThrow({ where: { id } });
          const row = await table.update({ where: { id }, data: { [columns.key]: file?.key ?? null, [columns.bytes]: file?.bytes ?? null } });
          return { row, before: before[columns.key] as string | null, after: row[columns.key] as string | null };
        }),
      ),
    );
    return changed as Outcome<T>;
  });
}
