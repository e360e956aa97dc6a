// @ts-check
// The trust's clock: India Standard Time, five and a half hours ahead of UTC all year round.
// Plain JavaScript: the owner's pages and the restore command both read it.
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A moment as a clock in India shows it, "2026-11-20T14:05:09" (no zone). @param {string} iso */
export function onIndiaClock(iso) {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 19);
}
