import { unlessMissing } from "~/site/db.server";
import { NOT_FOUND } from "./messages";
import { refusal, success, type Outcome } from "./outcome";

// Public pages are kept in memory by the server and served again until the owner changes
// anything. Every write that a visitor can see calls publicContentChanged() once it has
// committed, so no kept page outlives the content it shows.
let version = 0;

export function publicContentChanged(): void {
  version++;
}

export function publicContentVersion(): number {
  return version;
}

/** The outcome of a committed write, with kept public pages marked stale. */
export function changed<T>(value: T): Outcome<T> {
  publicContentChanged();
  return success(value);
}

/** A write of one row that may have gone: changed, or 404 'Not Found'. */
export async function changedRow<T>(write: () => Promise<T>): Promise<Outcome<T>> {
  const row = await unlessMissing(write);
  return row === null ? refusal(404, NOT_FOUND) : changed(row);
}
