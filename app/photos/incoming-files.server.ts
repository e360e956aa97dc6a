import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { said } from "~/i18n/said";
import { fault, type Outcome, refusal, success } from "~/domain/outcome";
import { siteConfig } from "~/site/env.server";
import { PIECE_MOST_BYTES, UPLOAD_KINDS, type UploadKind } from "./upload-kinds";

// A large file sent ahead of its form, piece by piece, each byte kept as it arrives: on a signal
// that drops every few minutes an 8 MB annual report (5 minutes at 200 kbps) would never get
// through in one post, and a post that drops starts again from its first byte. The browser
// begins an incoming file, sends its pieces, asks after a drop how much arrived and goes on from
// there; then the form posts the file's id in place of the file (INCOMING_FIELD, in
// domain/sent-form.ts), and the upload reads it as if it had come in the form (uploads.server.ts).
// Without JavaScript none of this runs: the form posts its file as any form does.

/** How long a file nobody finished or used is kept. */
const KEPT_MS = 24 * 60 * 60 * 1000;
/** How many may be on their way at once: beginning one more lets the oldest go, so the disk holds at most this many (of at most 25 MB each). */
const MOST_AT_ONCE = 8;

type About = { kind: UploadKind; size: number };
/** Where an incoming file lives: its folder, with what it is (about.json) and its bytes so far (file). */
type Place = { folder: string; about: string; file: string };

function placeOf(id: string): Place | null {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  const folder = path.join(siteConfig().paths.incoming, id);
  return { folder, about: path.join(folder, "about.json"), file: path.join(folder, "file") };
}

async function aboutOf(place: Place): Promise<About | null> {
  const text = await fs.readFile(place.about, "utf8").catch(() => null);
  return text === null ? null : (JSON.parse(text) as About);
}

async function receivedOf(place: Place): Promise<number> {
  return (await fs.stat(place.file).catch(() => null))?.size ?? 0;
}

/** What a file may be, as the begin request names it: one of the kinds the owner uploads, of a size within its limit. */
function checkedStart(kind: string, size: string): Outcome<About> {
  if (!Object.hasOwn(UPLOAD_KINDS, kind)) return refusal(400, said.formUnreadable);
  const bytes = /^\d{1,12}$/.test(size) ? Number(size) : 0;
  if (bytes === 0) return refusal(400, said.formUnreadable);
  const upload = UPLOAD_KINDS[kind as UploadKind];
  if (bytes > upload.maxBytes) return refusal(413, upload.tooLarge);
  return success({ kind: kind as UploadKind, size: bytes });
}

/** The begin before this one: begins run one at a time, so that however many come at once, no more than MOST_AT_ONCE are kept. */
let lastBegin: Promise<unknown> = Promise.resolve();

/** Begins an incoming file of `kind` and `size` bytes: its id, for its pieces and its form. */
export function beginIncoming(kind: string, size: string): Promise<Outcome<{ id: string }>> {
  const begun = lastBegin.then(() => begin(kind, size));
  lastBegin = begun.catch(() => undefined);
  return begun;
}

async function begin(kind: string, size: string): Promise<Outcome<{ id: string }>> {
  const checked = checkedStart(kind, size);
  if (!checked.ok) return checked;
  await letOldIncomingGo();
  const id = crypto.randomBytes(16).toString("hex");
  const place = placeOf(id) as Place;
  try {
    await fs.mkdir(place.folder, { recursive: true });
    await fs.writeFile(place.file, "");
    // Written last: a folder without it is no incoming file (a begin cut short by a full disk).
    await fs.writeFile(`${place.about}.new`, JSON.stringify(checked.value));
    await fs.rename(`${place.about}.new`, place.about);
  } catch (error) {
    await fs.rm(place.folder, { recursive: true, force: true });
    return fault(`Could not begin an incoming file: ${error instanceof Error ? error.message : String(error)}`);
  }
  return success({ id });
}

/** How many bytes of an incoming file have arrived, and of how many; null for one unknown or gone. */
export async function arrivedOf(id: string): Promise<{ received: number; size: number } | null> {
  const place = placeOf(id);
  const about = place ? await aboutOf(place) : null;
  return place && about ? { received: await receivedOf(place), size: about.size } : null;
}

/** The one piece being written to each incoming file: a piece sent again after a drop stops the one the server still waits on. */
const writing = new Map<string, { stop: () => void; done: Promise<void> }>();

/**
 * Writes a piece that begins at byte `from`, keeping every byte as it arrives, even of a piece
 * cut off half-way. A piece may begin anywhere up to what has arrived (what came after it is
 * written again); one that begins further on is a 409 with what has arrived, for the sender
 * to go on from there.
 */
export async function takePiece(id: string, from: string, body: ReadableStream<Uint8Array> | null): Promise<Outcome<{ received: number }>> {
  const place = placeOf(id);
  const about = place ? await aboutOf(place) : null;
  if (!place || !about) return refusal(404, said.fileNotAllArrived);
  const start = /^\d{1,12}$/.test(from) ? Number(from) : Number.NaN;
  if (!Number.isSafeInteger(start)) return refusal(400, said.formUnreadable);
  for (let previous = writing.get(id); previous; previous = writing.get(id)) {
    previous.stop();
    await previous.done;
  }
  const reader = body?.getReader();
  let finished = () => {};
  const entry = { stop: () => void reader?.cancel().catch(() => undefined), done: new Promise<void>((resolve) => (finished = resolve)) };
  writing.set(id, entry);
  try {
    if (start > (await receivedOf(place))) {
      await reader?.cancel().catch(() => undefined);
      return refusal(409, said.fileNotAllArrived);
    }
    return await writeFrom(place, start, Math.min(PIECE_MOST_BYTES, about.size - start), reader);
  } finally {
    writing.delete(id);
    finished();
  }
}

/** Writes what the piece brings at `start`, at most `most` bytes; what came before a cut-off or an overflow stays. */
async function writeFrom(
  place: Place,
  start: number,
  most: number,
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined,
): Promise<Outcome<{ received: number }>> {
  const handle = await fs.open(place.file, "r+").catch(() => null);
  if (!handle) return refusal(404, said.fileNotAllArrived);
  let written = 0;
  try {
    await handle.truncate(start);
    for (;;) {
      const next = reader ? await reader.read().catch(() => null) : { done: true as const, value: undefined };
      if (next === null) return refusal(400, said.uploadCutOff);
      if (next.done) return success({ received: start + written });
      if (written + next.value.byteLength > most) {
        await reader?.cancel().catch(() => undefined);
        return refusal(413, said.requestTooLarge);
      }
      await handle.write(next.value, 0, next.value.byteLength, start + written);
      written += next.value.byteLength;
    }
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    return fault(`Could not write a piece of an incoming file: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await handle.close();
  }
}

/** The file an upload form names in place of its own, once all of it has arrived: its path, to be copied, never moved (a post tried again names it again). */
export async function arrivedFile(id: string, kind: UploadKind): Promise<string | null> {
  const place = placeOf(id);
  const about = place ? await aboutOf(place) : null;
  if (!place || about?.kind !== kind || writing.has(id)) return null;
  return (await receivedOf(place)) === about.size ? place.file : null;
}

/** Lets go the incoming files of more than a day, and the oldest beyond the most kept at once (one more is about to begin). */
export async function letOldIncomingGo(now = Date.now()): Promise<void> {
  const folder = siteConfig().paths.incoming;
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const lastPiece = async (name: string) => (await fs.stat(path.join(folder, name, "file")).catch(() => null))?.mtimeMs ?? 0;
  const aged = await Promise.all(names.map(async (name) => ({ name, changed: await lastPiece(name) })));
  aged.sort((a, b) => b.changed - a.changed);
  const gone = aged.filter(({ changed }, index) => now - changed > KEPT_MS || index >= MOST_AT_ONCE - 1);
  await Promise.all(gone.filter(({ name }) => !writing.has(name)).map(({ name }) => fs.rm(path.join(folder, name), { recursive: true, force: true })));
}
