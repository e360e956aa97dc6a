import { LARGEST_PHOTO_WIDTH } from "~/photos/photo-sources";
import { UPLOAD_KINDS } from "~/photos/upload-kinds";
import type { Words } from "~/i18n/said";
import { pathIn } from "~/i18n/texts";

// The owner's upload of a photo or a PDF from a phone on a weak signal, in the browser (this
// runs only with JavaScript; without it the form posts the original, as any form). A
// 12-megapixel photo is made smaller before it travels, a file over its limit never leaves the
// phone, and a dropped connection is tried again by itself.

/** The header that asks an owner form's action for its answer in JSON (owner-forms.server.ts). */
export const JSON_ANSWER_HEADER = "X-Answer-In";

/** JPEG quality for the photo sent: looks the same on a phone, a fraction of the camera's bytes. */
const SENT_QUALITY = 0.85;
/** Waits before each automatic retry, in ms; after the last the owner is asked. */
const RETRY_WAITS_MS = [2000, 4000, 8000] as const;
/** Files of more than this are worth a look before they travel: a megabyte is 20 s or more on a village's upstream. */
const LOOK_FIRST_BYTES = 1024 * 1024;

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
    request.onerror = () => reject(new Error("dropped"));
    request.ontimeout = () => reject(new Error("dropped"));
    request.send(data);
  });
}

/**
 * Sends the prepared form, trying again by itself after a dropped connection (waiting longer
 * each time); the form's upload key makes every try the same story. Rejects once the owner
 * must choose to try again. A large file goes only once a look has found the session alive.
 */
export async function sendWithRetries(url: string, data: FormData, events: UploadEvents): Promise<UploadAnswer> {
  const sent = filesBytes(data) > LOOK_FIRST_BYTES && (await sessionEnded(url)) ? withEmptyFiles(data) : data;
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce(url, sent, events.progress);
    } catch {
      const wait = RETRY_WAITS_MS[attempt];
      events.dropped(wait ?? null);
      if (wait === undefined) throw new Error("dropped");
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function filesBytes(data: FormData): number {
  let bytes = 0;
  for (const value of data.values()) if (value instanceof File) bytes += value.size;
  return bytes;
}

/**
 * Whether the form's page now sends her to the login: a page left open outlives the session
 * (two days), and an 8 MB PDF would travel for minutes to be turned away. Asked with HEAD, so
 * only headers travel; a look that fails says no, and the upload finds out itself.
 */
async function sessionEnded(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { method: "HEAD", credentials: "same-origin" });
    return pathIn("en", new URL(answer.url, location.href).pathname) === "/login";
  } catch {
    return false;
  }
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
