import crypto from "node:crypto";
import { formFields, typedBack, typedNames } from "~/domain/sent-form";
import { isMultipart, readTextFields } from "~/photos/uploads.server";
import { db } from "~/site/db.server";
import { siteCookie } from "./cookies.server";

// A form the owner sends after her session has ended is not saved: she is sent to log in. What
// she typed into it is kept meanwhile, for an hour, under a token in a cookie of her browser, and
// comes back on the same form's page once she has logged in again, as after a refusal: a notice
// written for ten minutes on a phone is not lost to a login. The request has no session, so
// anyone may send one: what is kept is bounded in size and in number, and shown only to the
// browser that sent it, and only once it has logged in.

const KEPT_SECONDS = 60 * 60;
/** The most forms kept at once, the oldest going first: room for an owner, not for a stranger's flood. */
const MOST_KEPT = 20;
/** The most a kept form may weigh, as JSON: a notice of 2,000 letters in Hindi is about 6 KB. */
const MOST_BYTES = 64 * 1024;
/** A donor's PAN or Aadhaar number is never stored outside its donation, not even for an hour (passwords neither: `typedBack`). */
const NEVER_KEPT = new Set(["idNumber"]);

const keptCookie = siteCookie("kept", KEPT_SECONDS);

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A kept form as its page shows it again: what was typed (if anything was), and whether a photo or a PDF must be chosen again. */
export type KeptForm = { values: Record<string, string>; typed: boolean; hadFile: boolean };

async function sentFields(request: Request): Promise<{ fields: Record<string, string>; hadFile: boolean } | null> {
  if (isMultipart(request)) return readTextFields(request);
  try {
    return { fields: formFields(await request.formData()), hadFile: false };
  } catch {
    return null;
  }
}

/** Keeps what a form sent without a session had typed in it; the cookie that finds it again, or null when nothing typed came. */
export async function keepSentForm(request: Request): Promise<string | null> {
  const sent = await sentFields(request);
  if (!sent) return null;
  const values = Object.fromEntries(Object.entries(typedBack(sent.fields)).filter(([name]) => !NEVER_KEPT.has(name)));
  // A form of nothing typed (a Move, the language switch) is as good sent again; one with only a
  // file (the logo) is kept as that, so that she is told it was not saved and to choose it again.
  if (typedNames(values).length === 0 && !sent.hadFile) return null;
  const fields = JSON.stringify(values);
  if (Buffer.byteLength(fields) > MOST_BYTES) return null;
  const token = crypto.randomBytes(32).toString("base64url");
  await db().keptForm.create({ data: { tokenHash: hashOf(token), path: new URL(request.url).pathname, fields, hadFile: sent.hadFile } });
  await forgetOldForms();
  return keptCookie().serialize(token);
}

const oldestKept = () => new Date(Date.now() - KEPT_SECONDS * 1000);

async function forgetOldForms(): Promise<void> {
  await db().keptForm.deleteMany({ where: { createdAt: { lt: oldestKept() } } });
  const beyond = await db().keptForm.findMany({ orderBy: { createdAt: "desc" }, skip: MOST_KEPT, select: { tokenHash: true } });
  if (beyond.length > 0) await db().keptForm.deleteMany({ where: { tokenHash: { in: beyond.map((row) => row.tokenHash) } } });
}

async function tokenOf(request: Request): Promise<string | null> {
  const token: unknown = await keptCookie().parse(request.headers.get("Cookie"));
  return typeof token === "string" && token ? token : null;
}

/** The form a token keeps while its hour lasts; null once it has gone. */
async function keptForm(token: string): Promise<(KeptForm & { path: string }) | null> {
  const row = await db().keptForm.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!row || row.createdAt < oldestKept()) return null;
  const values = JSON.parse(row.fields) as Record<string, string>;
  return { path: row.path, values, typed: typedNames(values).length > 0, hadFile: row.hadFile };
}

/** What waits for this browser's login, as the login page speaks of it (never what was typed): her words, or only a file to choose again. */
export async function waitingForm(request: Request): Promise<"words" | "file" | null> {
  const token = await tokenOf(request);
  const kept = token ? await keptForm(token) : null;
  return kept ? (kept.typed ? "words" : "file") : null;
}

/**
 * The form this browser kept for the page at `path`, while it waits there: it comes back on every
 * load of that page (a reload, the language switched) until a form is posted to the page, or the
 * hour is up. The header forgets the cookie once its form is gone; a form kept for another page
 * waits for it.
 */
export async function keptFormFor(request: Request, path: string): Promise<{ kept: KeptForm | null; headers: HeadersInit }> {
  const token = await tokenOf(request);
  if (!token) return { kept: null, headers: {} };
  const kept = await keptForm(token);
  if (!kept) return { kept: null, headers: { "Set-Cookie": await keptCookie().serialize("", { maxAge: 0 }) } };
  const { path: keptFor, ...shown } = kept;
  return { kept: keptFor === path ? shown : null, headers: {} };
}

/**
 * A form posted, in a session, to the page its browser's kept form waits on: the kept form is let
 * go before the post is done, so a form saved is never offered again, and a refused one comes
 * back from its own answer.
 */
export async function releaseKeptForm(request: Request): Promise<void> {
  const token = await tokenOf(request);
  if (token) await db().keptForm.deleteMany({ where: { tokenHash: hashOf(token), path: new URL(request.url).pathname } });
}
