import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { siteConfig } from "./env.server";
import { PHOTO_LIMITS } from "./images.server";
import { BODY_TOO_LARGE, PHOTO_TOO_LARGE } from "./messages";
import { refusal, success, type Outcome } from "./outcome";

export type PhotoForm = {
  fields: Record<string, string>;
  /** The chosen photo, streamed to a scratch file; absent when none was chosen. */
  photoPath: string | null;
  /** Removes the scratch file; call it whatever happened. */
  discard: () => Promise<void>;
};

const FIELD_LIMIT_BYTES = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Reads a multipart form with one photo field, `image`, streaming the photo to a scratch file
 * under DATA_DIR and stopping at 25 MB: a photo is never held whole in memory.
 */
export async function readPhotoForm(request: Request): Promise<Outcome<PhotoForm>> {
  if (!request.body || !isMultipart(request)) return refusal(400, "Send the form as multipart/form-data.");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  // Up to twice the limit the body is read and dropped, so the client hears the 413.
  if (declared > PHOTO_LIMITS.maxBytes * 2) return refusal(413, PHOTO_TOO_LARGE);

  const scratch = siteConfig().paths.scratch;
  await fs.mkdir(scratch, { recursive: true });
  const photoPath = path.join(scratch, `upload-${crypto.randomUUID()}`);
  const discard = () => fs.rm(photoPath, { force: true });
  const fields: Record<string, string> = {};
  let gotPhoto = false;
  let tooLarge: string | null = null;
  const writes: Promise<void>[] = [];

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 20, fieldSize: FIELD_LIMIT_BYTES, parts: 24 },
    });
  } catch {
    return refusal(400, "The form could not be read.");
  }
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) tooLarge = BODY_TOO_LARGE;
    if (!(name in fields)) fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "image" || !info.filename) {
      stream.resume();
      return;
    }
    gotPhoto = true;
    stream.on("limit", () => (tooLarge = PHOTO_TOO_LARGE));
    writes.push(pipeline(stream, createWriteStream(photoPath)));
  });
  parser.on("filesLimit", () => (tooLarge = BODY_TOO_LARGE));
  parser.on("fieldsLimit", () => (tooLarge = BODY_TOO_LARGE));
  parser.on("partsLimit", () => (tooLarge = BODY_TOO_LARGE));

  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch {
    await discard();
    return refusal(400, "The form could not be read. Please try again.");
  }
  if (tooLarge) {
    await discard();
    return refusal(413, tooLarge);
  }
  const size = gotPhoto ? (await fs.stat(photoPath).catch(() => null))?.size ?? 0 : 0;
  if (gotPhoto && size === 0) {
    await discard();
    return success({ fields, photoPath: null, discard });
  }
  return success({ fields, photoPath: gotPhoto ? photoPath : null, discard });
}
