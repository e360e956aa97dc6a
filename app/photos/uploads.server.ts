import { said, type Words } from "~/i18n/said";
import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { siteConfig } from "~/site/env.server";
import { fault, type Outcome, refusal, success } from "~/domain/outcome";
import { UPLOAD_KINDS, type UploadKind } from "./upload-kinds";
import { arrivedFile } from "./incoming-files.server";
import { INCOMING_FIELD } from "~/domain/sent-form";
import { drainedOrClosed } from "../../server/writable.mjs";

type UploadForm = {
  fields: Record<string, string>;
  /** The chosen file, streamed to a scratch file; absent when none was chosen. */
  filePath: string | null;
  /** Removes the scratch file; call it whatever happened. */
  discard: () => Promise<void>;
};

const FIELD_LIMIT_BYTES = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Reads a multipart form with one file field (`image` for a photo, `document` for a PDF),
 * streaming the file to a scratch file under DATA_DIR and stopping at its kind's limit: a file is
 * never held whole in memory. Every stream
 * here has its error handled where it starts, so a body cut off half-way (a phone that lost its
 * signal) or a full disk is an answer, never an unhandled error; the scratch file then goes at
 * once. A full disk is a fault (500), not the sender's mistake.
 */
export async function readUploadForm(request: Request, kind: UploadKind): Promise<Outcome<UploadForm>> {
  const upload = UPLOAD_KINDS[kind];
  if (!request.body || !isMultipart(request)) return refusal(400, said.sendMultipart);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  // Up to twice the limit the body is read and dropped, so the client hears the 413.
  if (declared > upload.maxBytes * 2) return refusal(413, upload.tooLarge);

  const scratch = siteConfig().paths.scratch;
  await fs.mkdir(scratch, { recursive: true });
  const filePath = path.join(scratch, `upload-${crypto.randomUUID()}`);
  const discard = () => fs.rm(filePath, { force: true });
  // busboy says "limit" once a file reaches fileSize; a file of exactly the maximum is allowed.
  const parser = multipartParser(request, { fileSize: upload.maxBytes + 1, files: 1, fields: 20, fieldSize: FIELD_LIMIT_BYTES, parts: 24 });
  if (!parser) return refusal(400, said.formUnreadable);
  const read = await parseInto(parser, request.body, filePath, upload);
  if (!read.ok || read.value.tooLarge || read.value.writeFault || !read.value.gotFile) await discard();
  if (!read.ok) return read;
  const { fields, gotFile, tooLarge, writeFault } = read.value;
  if (writeFault) return fault(`Could not write the uploaded photo: ${writeFault.message}`);
  if (tooLarge) return refusal(413, tooLarge);
  const size = gotFile ? ((await fs.stat(filePath).catch(() => null))?.size ?? 0) : 0;
  if (size === 0) {
    await discard();
    const sentAhead = fields[INCOMING_FIELD];
    return sentAhead ? takenFromIncoming(sentAhead, kind, { fields, filePath, discard }) : success({ fields, filePath: null, discard });
  }
  return success({ fields, filePath, discard });
}

/** The form with the file it names in place of its own (incoming-files.server.ts), copied to its scratch file as if it had come in the form. */
async function takenFromIncoming(id: string, kind: UploadKind, form: UploadForm & { filePath: string }): Promise<Outcome<UploadForm>> {
  const arrived = await arrivedFile(id, kind);
  if (!arrived) return refusal(400, said.fileNotAllArrived);
  try {
    await fs.copyFile(arrived, form.filePath, fs.constants.COPYFILE_FICLONE);
  } catch (error) {
    await form.discard();
    return fault(`Could not take a file sent ahead: ${error instanceof Error ? error.message : String(error)}`);
  }
  return success(form);
}

type Parsed = { fields: Record<string, string>; gotFile: boolean; tooLarge: Words | null; writeFault: Error | null };

/** Feeds the body to busboy; settles once the body and the photo's file are both done with. */
function parseInto(
  parser: busboy.Busboy,
  body: ReadableStream<Uint8Array>,
  filePath: string,
  upload: (typeof UPLOAD_KINDS)[UploadKind],
): Promise<Outcome<Parsed>> {
  const parsed: Parsed = { fields: {}, gotFile: false, tooLarge: null, writeFault: null };
  let fileDone: Promise<void> = Promise.resolve();
  return new Promise((resolve) => {
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) parsed.tooLarge = said.requestTooLarge;
      if (!(name in parsed.fields)) parsed.fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== upload.field || !info.filename || parsed.gotFile) return void stream.resume();
      parsed.gotFile = true;
      stream.on("limit", () => (parsed.tooLarge = upload.tooLarge));
      fileDone = writeFile(stream, filePath).then((writeFault) => void (parsed.writeFault = writeFault));
    });
    parser.on("filesLimit", () => (parsed.tooLarge = said.requestTooLarge));
    parser.on("fieldsLimit", () => (parsed.tooLarge = said.requestTooLarge));
    parser.on("partsLimit", () => (parsed.tooLarge = said.requestTooLarge));
    const fail = (error: unknown) => {
      const outcome = error instanceof Error && error.name === "BodyTooLarge" ? refusal(413, said.requestTooLarge) : refusal(400, said.uploadCutOff);
      void fileDone.then(() => resolve(outcome));
    };
    parser.on("error", fail);
    parser.on("close", () => void fileDone.then(() => resolve(success(parsed))));
    pump(body, parser).catch(fail);
  });
}

/**
 * A multipart form's text fields, and whether a file was chosen in it; its files are read and
 * dropped, never written. Null for a body that is not a readable multipart form, or whose text
 * did not all arrive (a field over 64 KB, a body cut off).
 */
export async function readTextFields(request: Request): Promise<{ fields: Record<string, string>; hadFile: boolean } | null> {
  const body = request.body;
  if (!body || !isMultipart(request)) return null;
  const parser = multipartParser(request, { fields: 40, fieldSize: FIELD_LIMIT_BYTES, parts: 48 });
  if (!parser) return null;
  const fields: Record<string, string> = {};
  let hadFile = false;
  return new Promise((resolve) => {
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) resolve(null);
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (_name, stream, info) => {
      if (info.filename) hadFile = true;
      // A body cut off mid-file errors the file's stream too: heard here, it cannot end the process.
      stream.on("error", () => undefined);
      stream.resume();
    });
    parser.on("error", () => resolve(null));
    parser.on("close", () => resolve({ fields, hadFile }));
    pump(body, parser).catch(() => resolve(null));
  });
}

/** busboy for the request's body within `limits`; null where its headers name no multipart form busboy can read (a missing boundary). */
function multipartParser(request: Request, limits: busboy.Limits): busboy.Busboy | null {
  try {
    return busboy({ headers: Object.fromEntries(request.headers), limits });
  } catch {
    return null;
  }
}

/** Copies the body into busboy with back-pressure; a cut-off body rejects, and busboy is told. */
async function pump(body: ReadableStream<Uint8Array>, parser: busboy.Busboy): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await drainedOrClosed(parser);
    }
    parser.end();
  } catch (error) {
    parser.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** Writes a photo's stream to disk; resolves with the write's failure, if any, never rejects. */
function writeFile(stream: Readable, file: string): Promise<Error | null> {
  return new Promise((resolve) => {
    const sink = createWriteStream(file);
    let failure: Error | null = null;
    sink.on("error", (error) => {
      failure = error;
      // The rest of the photo is read and dropped, so the form's other fields still arrive.
      stream.unpipe(sink);
      stream.resume();
      sink.destroy();
      resolve(failure);
    });
    stream.on("error", (error) => {
      failure ??= error;
      sink.destroy();
      resolve(null);
    });
    sink.on("close", () => resolve(failure));
    stream.pipe(sink);
  });
}
