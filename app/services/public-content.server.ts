import { success, type Outcome } from "./outcome";

// Public pages are cached in memory by the server (server.mjs) and served again until the
// owner changes anything. Every write to notices, work counters or photo stories calls
// publicContentChanged() once it has committed, so no cached page outlives the content it shows.
let version = 0;

export function publicContentChanged(): void {
  version++;
}

export function publicContentVersion(): number {
  return version;
}

/** The outcome of a committed write, with cached public pages marked stale. */
export function changed<T>(value: T): Outcome<T> {
  publicContentChanged();
  return success(value);
}
