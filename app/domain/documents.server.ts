import fs from "node:fs/promises";
import path from "node:path";
import type { Document } from "@prisma/client";
import { DocumentRejected, documentFileName, inspectDocument, storeDocument } from "~/photos/documents.server";
import { storeThenName, underFileLock } from "~/photos/file-locks.server";
import { db } from "~/site/db.server";
import { siteConfig } from "~/site/env.server";
import { changed, changedRow } from "./content-version.server";
import type { OperationInput } from "./operations";
import { IN_OWNER_ORDER, nextPosition } from "./ordering.server";
import { refusal, type Outcome } from "./outcome";

/** A document as a page links to it. */
export function viewOfDocument(document: Document) {
  return { id: document.id, kind: document.kind, title: document.title, year: document.year, href: `/uploads/${documentFileName(document.fileKey)}` };
}

/** The documents of a kind ("report" or "work") in the owner's order; all of them without a kind. */
export function listDocuments(kind?: "report" | "work") {
  return db().document.findMany({ where: kind ? { kind } : {}, orderBy: [...IN_OWNER_ORDER] });
}

/** Whether the trust has published an annual report; the menu's link depends on it on every page. */
export async function hasAnnualReport(): Promise<boolean> {
  return (await db().document.count({ where: { kind: "report" } })) > 0;
}

function folders() {
  const { uploads, scratch } = siteConfig().paths;
  return { uploads, scratch };
}

/** Stores the PDF and then its row, under the file's lock; a failed row leaves no stray file. */
export async function addDocument(input: OperationInput<"addDocument">, filePath: string): Promise<Outcome<Document>> {
  if (input.kind === "report" && !input.year) return refusal(400, "year is needed for an annual report, such as 2024-25");
  let file: { key: string; bytes: number };
  try {
    file = await inspectDocument(filePath);
  } catch (error) {
    if (error instanceof DocumentRejected) return refusal(400, error.message);
    throw error;
  }
  const document = await storeThenName(file.key, {
    store: () => storeDocument(filePath, folders(), file.key),
    name: async () => db().document.create({ data: { ...input, fileKey: file.key, bytes: file.bytes, position: await nextPosition("Document") } }),
    removeIfUnnamed: () => removeDocumentFileIfUnreferenced(file.key),
  });
  return changed(document);
}

/** The row goes first; its file only once no row names it, decided under the file's lock. */
export async function removeDocument(input: { _id: string }): Promise<Outcome<Document>> {
  const removed = await changedRow(() => db().document.delete({ where: { id: input._id } }));
  if (removed.ok) await underFileLock(removed.value.fileKey, () => removeDocumentFileIfUnreferenced(removed.value.fileKey));
  return removed;
}

async function removeDocumentFileIfUnreferenced(key: string) {
  if ((await db().document.count({ where: { fileKey: key } })) === 0) {
    await fs.rm(path.join(folders().uploads, documentFileName(key)), { force: true });
  }
}
