import crypto from "node:crypto";
import { db, isUniqueViolation } from "~/site/db.server";

// Every owner page gives its forms a key of their own (the owner layout's loader: a new one with
// each page, and after each save with JavaScript). Without JavaScript a second tap on a slow
// signal sends the form again, and an upload tried again after the signal dropped may have
// arrived the first time: the same sending is answered as the first was, and done once. The
// key is kept with what the form sent, so a different form sent from a page kept by the
// browser is never taken for a repeat.

/** How long a second sending waits for the first, still being saved, before it is saved itself. */
const WAIT_MS = 15_000;
/** How long a sending is remembered. */
const KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/** A sending's key: the form's own with what it sent. Null for a form without one (the JSON API, a page from before keys). */
function sendingKey(values: Record<string, string>): string | null {
  const formKey = values.formKey;
  if (!formKey) return null;
  const sent = Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1));
  return crypto.createHash("sha256").update(JSON.stringify(sent)).digest("base64url");
}

/** A sending to save (`key`), one saved before (`answeredTo`), or one whose first is still being saved after a long wait (`stillSaving`). */
export type Sending = { key: string | null; answeredTo: string | null; stillSaving?: true };

/** A form without a key, or a sending the site no longer holds. */
export const UNKEYED: Sending = { key: null, answeredTo: null };

/**
 * Takes a sending to be saved. A sending seen before answers where the first went (`answeredTo`);
 * one still being saved is waited for.
 */
export async function takeSending(values: Record<string, string>): Promise<Sending> {
  const key = sendingKey(values);
  if (!key) return UNKEYED;
  try {
    await db().sentForm.create({ data: { key } });
    return { key, answeredTo: null };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  for (let waited = 0; waited < WAIT_MS; waited += 250) {
    const first = await db().sentForm.findUnique({ where: { key } });
    if (!first) return takeSending(values);
    if (first.answeredTo) return { key: null, answeredTo: first.answeredTo };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { key: null, answeredTo: null, stillSaving: true };
}

/** The sending was saved, and answered with `to`: a repeat goes there too. */
export async function sendingAnswered({ key }: Sending, to: string) {
  if (key) await db().sentForm.updateMany({ where: { key }, data: { answeredTo: to } });
}

/** The sending was refused or failed: nothing was saved, and it may be sent again. */
export async function sendingDropped({ key }: Sending) {
  if (key) await db().sentForm.deleteMany({ where: { key } });
}

/** Forgets sendings older than two days. */
export async function purgeOldSendings(now = new Date()) {
  await db().sentForm.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEPT_MS) } } });
}
