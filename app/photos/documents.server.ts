import { said, type Words } from "~/i18n/said";
import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** A file that is not a PDF, refused in words. */
export class DocumentRejected extends Error {
  override name = "DocumentRejected";
  constructor(readonly said: Words) {
    super(said.en);
  }
}

export function documentFileName(key: string): string {
  return `${key}.pdf`;
}

/** Checks that the chosen file is a PDF by its first bytes (never its name), and gives its key and size. */
export async function inspectDocument(sourcePath: string): Promise<{ key: string; bytes: number }> {
  const handle = await fs.open(sourcePath, "r");
  const head = Buffer.alloc(5);
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head.toString("latin1") !== "%PDF-") throw new DocumentRejected(said.notAPdf);
  const digest = crypto.createHash("sha256");
  for await (const chunk of createReadStream(sourcePath)) digest.update(chunk as Buffer);
  return { key: digest.digest("hex").slice(0, 24), bytes: (await fs.stat(sourcePath)).size };
}

/** Copies the document into the uploads folder under a scratch name, then renames it: never half a file. */
export async function storeDocument(sourcePath: string, folders: { uploads: string; scratch: string }, key: string): Promise<void> {
  const scratchPath = path.join(folders.scratch, `${crypto.randomUUID()}.pdf`);
  try {
    await fs.copyFile(sourcePath, scratchPath);
    await fs.rename(scratchPath, path.join(folders.uploads, documentFileName(key)));
  } finally {
    await fs.rm(scratchPath, { force: true });
  }
}
