// @ts-check
// What the server needs from the app: its start-up, its shutdown, the content version that
// stales kept pages and the stored files it must not serve (those of what waits in the bin). They are exported by app/entry.server.tsx, so the type is the app's own;
// the build hands them over untyped, so they are checked once at start-up.

/** @typedef {Pick<typeof import("../app/entry.server"), "prepareSite" | "closeSite" | "publicContentVersion" | "withheldFileKeys">} SiteEntry */

const NEEDED = /** @type {const} */ (["prepareSite", "closeSite", "publicContentVersion", "withheldFileKeys"]);

/**
 * @param {unknown} entry the build's entry module
 * @returns {SiteEntry}
 */
export function siteEntryOf(entry) {
  if (!isSiteEntry(entry)) throw new Error(`The build's entry module does not export ${NEEDED.join(", ")}: rebuild the site.`);
  return entry;
}

/**
 * @param {unknown} candidate
 * @returns {candidate is SiteEntry}
 */
function isSiteEntry(candidate) {
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    NEEDED.every((name) => typeof (/** @type {Record<string, unknown>} */ (candidate)[name]) === "function")
  );
}
