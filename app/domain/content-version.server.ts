import { said } from "~/i18n/said";
import { unlessMissing } from "~/site/db.server";
import { calendarDay } from "./calendar-day";
import { type Outcome, refusal, success } from "./outcome";

// Public pages are kept in memory by the server and served again until the owner changes
// anything. Every write that a visitor can see calls publicContentChanged() once it has
// committed, so no kept page outlives the content it shows.
let version = 0;

export function publicContentChanged(): void {
  version++;
}

/**
 * The version kept pages were rendered at: it moves with every write, and with the trust's day,
 * since a page also changes at midnight in India (a notice past its show-until day, a camp now
 * past, an 80G registration past its validity).
 */
export function publicContentVersion(now = new Date()): number {
  const day = Date.parse(calendarDay(now)) / 86_400_000;
  return day * 2 ** 32 + version;
}

/** The outcome of a committed write, with kept public pages marked stale. */
export function changed<T>(value: T): Outcome<T> {
  publicContentChanged();
  return success(value);
}

/** A write of one row that may have gone: changed, or 404 'Not Found'. */
export async function changedRow<T>(write: () => Promise<T>): Promise<Outcome<T>> {
  const row = await unlessMissing(write);
  return row === null ? refusal(404, said.notFound) : changed(row);
}
