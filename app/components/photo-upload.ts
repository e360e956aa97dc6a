import { LARGEST_PHOTO_WIDTH } from "~/photos/photo-sources";
import { PIECE_MOST_BYTES, UPLOAD_KINDS } from "~/photos/upload-kinds";
import type { Words } from "~/i18n/said";
import { INCOMING_FIELD } from "~/domain/sent-form";

// The owner's upload of a photo or a PDF from a phone on a weak signal, in the browser (this
// runs only with JavaScript; without it the form posts the original, as any form). A
// 12-megapixel photo is made smaller before it travels, a file over its limit never leaves the
// phone, a large file goes ahead in pieces that survive a drop, and a dropped connection is
// tried again by itself.

/** The header that asks an owner form's action for its answer in JSON (owner-forms.server.ts). */
export const JSON_ANSWER_HEADER = "X-Answer-In";

/** JPEG quality for the photo sent: looks the same on a phone, a fraction of the camera's bytes. */
const SENT_QUALITY = 0.85;
/** Waits before each automatic retry, in ms; after the last the owner is asked. */
const RETRY_WAITS_MS = [2000, 4000, 8000] as const;
/** Files of more than this go ahead of their form in pieces: a megabyte is 40 s on a village's upstream, and a drop then costs a piece, not the file. */
const LARGE_FILE_BYTES = 1024 * 1024;
/** Where a file sent ahead begins, and its pieces go (http/incoming-files.server.ts). */
const INCOMING_ADDRESS = "/login-home/incoming";

/**
 * The chosen photo drawn again with its longest side at most the largest width the site keeps,
 * upright (the camera's orientation applied), without its metadata, as a JPEG; null when that
 * would not be smaller, or when this browser cannot read the photo (the original goes then).
 */
async function shrunkPhoto(file: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, LARGEST_PHOTO_WIDTH / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", SENT_QUALITY));
    return blob && blob.size < file.size ? blob : null;
  } catch {
    return null;
  }
}

type PreparedUpload = { ok: true; data: FormData } | { ok: false; refusal: Words };

/**
 * The form's data with its photo made smaller where that helps; refused, with the server's own
 * sentence for it, when a file is still over its kind's limit.
 */
export async function preparedUpload(form: HTMLFormElement): Promise<PreparedUpload> {
  const data = new FormData(form);
  const photo = data.get(UPLOAD_KINDS.photo.field);
  if (photo instanceof File && photo.size > 0 && photo.type.startsWith("image/")) {
    const smaller = await shrunkPhoto(photo);
    if (smaller) data.set(UPLOAD_KINDS.photo.field, smaller, photo.name.replace(/\.[^.]*$/, "") + ".jpg");
  }
  for (const upload of Object.values(UPLOAD_KINDS)) {
    const file = data.get(upload.field);
    if (file instanceof File && file.size > upload.maxBytes) return { ok: false, refusal: upload.tooLarge };
  }
  return { ok: true, data };
}

/**
 * What an upload was answered: the page a success goes to, or why it was refused (with what the
 * form sent, as the server gives it back: `values`); or `sentTo`, a page the site sent it to
 * instead of answering, to be loaded whole: the login, once the session had ended
 * (http/kept-forms.server.ts keeps what was typed for it).
 */
export type UploadAnswer = { redirectTo?: string; message?: string; sentTo?: string; values?: Record<string, string> };

type UploadEvents = {
  progress: (percent: number) => void;
  /** The connection dropped; `retryIn` ms until the next try, or null when it is the owner's turn. */
  dropped: (retryIn: number | null) => void;
};

/** A drop: the connection went before an answer came. */
class Dropped extends Error {}

/** One POST of the prepared form; rejects when the connection drops before an answer. */
function sendOnce(url: string, data: FormData, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader(JSON_ANSWER_HEADER, "json");
    request.upload.onprogress = (step) => {
      if (step.lengthComputable) onProgress(Math.round((step.loaded / step.total) * 100));
    };
    request.onload = () => {
      const answeredFrom = new URL(request.responseURL || url, location.href);
      if (answeredFrom.pathname !== new URL(url, location.href).pathname) return resolve({ sentTo: answeredFrom.pathname + answeredFrom.search });
      try {
        resolve(JSON.parse(request.responseText) as UploadAnswer);
      } catch {
        resolve({});
      }
    };
    request.onerror = () => reject(new Dropped());
    request.ontimeout = () => reject(new Dropped());
    request.send(data);
  });
}

/** Waits before the next try after `failures` drops in a row, telling the owner; throws once it is her turn. */
async function waitAfterDrop(failures: number, events: UploadEvents): Promise<void> {
  const wait = RETRY_WAITS_MS[failures];
  events.dropped(wait ?? null);
  if (wait === undefined) throw new Dropped();
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Sends the prepared form, trying again by itself after a dropped connection (waiting longer
 * each time); the form's key makes every try the same story. A file of more than a megabyte
 * goes ahead of the form in pieces (`sendAhead`), and the form then names it. Rejects once the
 * owner must choose to try again.
 */
export async function sendWithRetries(url: string, data: FormData, events: UploadEvents): Promise<UploadAnswer> {
  const ahead = await withLargeFilesSentAhead(data, events);
  if (ahead === SESSION_ENDED) return postWithRetries(url, withEmptyFiles(data), events);
  if (!(ahead instanceof FormData)) return ahead;
  // What is left to send is a few fields: what she sees is "Processing…" while the site stores the file.
  return postWithRetries(url, ahead, ahead === data ? events : { ...events, progress: () => events.progress(100) });
}

async function postWithRetries(url: string, data: FormData, events: UploadEvents): Promise<UploadAnswer> {
  for (let failures = 0; ; failures++) {
    try {
      return await sendOnce(url, data, events.progress);
    } catch {
      await waitAfterDrop(failures, events);
    }
  }
}

/** The answer of the site's files-sent-ahead addresses when the session has ended (401): the form then goes as it is, to the login. */
const SESSION_ENDED = Symbol("session ended");

/** The form with each file of more than a megabyte sent ahead and named by its id instead; or why that could not be. */
async function withLargeFilesSentAhead(data: FormData, events: UploadEvents): Promise<FormData | UploadAnswer | typeof SESSION_ENDED> {
  let named = data;
  for (const [kind, { field }] of Object.entries(UPLOAD_KINDS)) {
    const file = data.get(field);
    if (!(file instanceof File) || file.size <= LARGE_FILE_BYTES) continue;
    const sent = await sendAhead(file, kind, events);
    if (typeof sent !== "string") return sent;
    named = withoutField(named, field);
    named.set(INCOMING_FIELD, sent);
  }
  return named;
}

function withoutField(data: FormData, field: string): FormData {
  const rest = new FormData();
  for (const [name, value] of data) if (name !== field) rest.append(name, value);
  return rest;
}

/** The id each file was begun under: the owner's "Try again" goes on from what arrived, never from the first byte. */
const begunAs = new WeakMap<File, string>();

/**
 * Sends a file ahead of its form, a piece at a time (photos/incoming-files.server.ts keeps each
 * byte as it arrives). After a drop it asks how much arrived and goes on from there; drops in a
 * row with nothing arriving between them are tried again by themselves, then by the owner.
 * Gives the file's id, or the site's refusal (a file over its limit), or SESSION_ENDED.
 */
async function sendAhead(file: File, kind: string, events: UploadEvents): Promise<string | UploadAnswer | typeof SESSION_ENDED> {
  let arrived: number | null = null;
  let most = 0;
  for (let failures = 0; ; failures++) {
    try {
      const begunBefore = begunAs.get(file);
      const id = begunBefore ?? (await begin(file, kind));
      if (typeof id !== "string") return id;
      begunAs.set(file, id);
      // Nothing has arrived of a file just begun; of one begun before (a drop, her second save), the site says.
      arrived ??= begunBefore === undefined ? 0 : await askArrived(id);
      if (arrived === null) {
        begunAs.delete(file);
        throw new Dropped();
      }
      while (arrived < file.size) {
        if (arrived > most) [most, failures] = [arrived, 0];
        const at: number = arrived;
        const answer = await sendPiece(id, at, file.slice(at, at + PIECE_MOST_BYTES), (loaded) =>
          events.progress(Math.min(99, Math.floor(((at + loaded) / file.size) * 100))),
        );
        if (typeof answer !== "number") return answer;
        arrived = answer;
      }
      return id;
    } catch (error) {
      if (!(error instanceof Dropped)) throw error;
      arrived = null;
      await waitAfterDrop(failures, events);
    }
  }
}

type Heard = { status: number; body: Record<string, unknown> };

/** One request to the files-sent-ahead addresses; rejects with Dropped when no answer came. */
function ask(method: "GET" | "POST", url: string, body: XMLHttpRequestBodyInit | null, onProgress?: (loaded: number) => void): Promise<Heard> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    if (body instanceof Blob) request.setRequestHeader("Content-Type", "application/octet-stream");
    if (onProgress) request.upload.onprogress = (step) => onProgress(step.loaded);
    request.onload = () => {
      try {
        resolve({ status: request.status, body: JSON.parse(request.responseText) as Record<string, unknown> });
      } catch {
        reject(new Dropped());
      }
    };
    request.onerror = () => reject(new Dropped());
    request.ontimeout = () => reject(new Dropped());
    request.send(body);
  });
}

/** An answer that ends the sending: the session ended, or the site refused the file (with its words). */
function endOf({ status, body }: Heard): UploadAnswer | typeof SESSION_ENDED {
  return status === 401 ? SESSION_ENDED : { message: typeof body.message === "string" ? body.message : undefined };
}

async function begin(file: File, kind: string): Promise<string | UploadAnswer | typeof SESSION_ENDED> {
  const heard = await ask("POST", INCOMING_ADDRESS, new URLSearchParams({ kind, size: String(file.size) }));
  return heard.status === 201 && typeof heard.body.id === "string" ? heard.body.id : endOf(heard);
}

/** How much of it arrived; null when the site no longer has it (a day old, or the site started again), to begin again. */
async function askArrived(id: string): Promise<number | null> {
  const heard = await ask("GET", `${INCOMING_ADDRESS}/${id}`, null);
  if (heard.status === 404) return null;
  if (typeof heard.body.received !== "number") throw new Dropped();
  return heard.body.received;
}

/** A piece from byte `at`: how much has arrived after it (a 409 says so too, and is gone on from). */
async function sendPiece(id: string, at: number, piece: Blob, onProgress: (loaded: number) => void): Promise<number | UploadAnswer | typeof SESSION_ENDED> {
  const heard = await ask("POST", `${INCOMING_ADDRESS}/${id}?from=${at}`, piece, onProgress);
  if ((heard.status === 200 || heard.status === 409) && typeof heard.body.received === "number") return heard.body.received;
  if (heard.status === 404) throw new Dropped();
  return endOf(heard);
}

/** The form with each file left empty but named: what she typed is kept over the login, with word that a file was chosen. */
function withEmptyFiles(data: FormData): FormData {
  const light = new FormData();
  for (const [name, value] of data) {
    if (value instanceof File) light.append(name, new Blob([]), value.name);
    else light.append(name, value);
  }
  return light;
}
