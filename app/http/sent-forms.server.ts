import crypto from "node:crypto";
import type { Outcome, Refusal } from "~/domain/outcome";
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
type Sending = { key: string | null; answeredTo: string | null; stillSaving?: true };

/** A form without a key, or a sending the site no longer holds. */
const UNKEYED: Sending = { key: null, answeredTo: null };

/** What came of a form's sending: saved now (and where its answer goes), refused, a repeat of one saved before, or one whose first is still being saved. */
export type DoneOnce<T> = { saved: T; answerTo: string } | { refused: Refusal } | { repeatOf: string } | { stillSaving: true };

/**
 * Saves what a form sent, once however often it is sent: `save` runs for the first sending, and
 * a repeat is answered where the first's answer went (`answerTo` of what was saved). A sending
 * refused, or whose save threw, is let go, so it may be sent again. A form without a key (the
 * JSON API) is saved each time.
 */
export async function doneOnce<T>(values: Record<string, string>, save: () => Promise<Outcome<T>>, answerTo: (saved: T) => string): Promise<DoneOnce<T>> {
  const sending = await takeSending(values);
  if (sending.answeredTo) return { repeatOf: sending.answeredTo };
  if (sending.stillSaving) return { stillSaving: true };
  const outcome = await save().catch(async (error: unknown) => {
    await sendingDropped(sending);
    throw error;
  });
  if (!outcome.ok) {
    await sendingDropped(sending);
    return { refused: outcome };
  }
  const to = answerTo(outcome.value);
  await sendingAnswered(sending, to);
  return { saved: outcome.value, answerTo: to };
}

/**
 * Takes a sending to be saved. A sending seen before answers where the first went (`answeredTo`);
 * one still being saved is waited for.
 */
async function takeSending(values: Record<string, string>): Promise<Sending> {
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
async function sendingAnswered({ key }: Sending, to: string) {
  if (key) await db().sentForm.updateMany({ where: { key }, data: { answeredTo: to } });
}

/** The sending was refused or failed: nothing was saved, and it may be sent again. */
async function sendingDropped({ key }: Sending) {
  if (key) await db().sentForm.deleteMany({ where: { key } });
}

/** Forgets sendings older than two days. */
export async function purgeOldSendings(now = new Date()) {
  await db().sentForm.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEPT_MS) } } });
}
