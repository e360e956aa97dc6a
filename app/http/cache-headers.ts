import type { HeadersFunction } from "@remix-run/node";

// Public pages change only when the owner posts. A CDN may keep them for a minute and serve a
// stale copy while it fetches a fresh one; browsers ask again every time, so the owner sees
// an edit at once.
const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";

// A loader that could not read everything (the page's own, or the root's) says no-store, so its
// degraded page is never kept; so does an action whose answer shows back what a visitor typed
// (the donor's refused declaration).
export const publicPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control") ?? PUBLIC_PAGE_CACHE,
});

/** Headers for a public page's loader: no-store when part of its content could not be read. */
export function publicLoaderHeaders(degraded: boolean): HeadersInit {
  return degraded ? { "Cache-Control": PRIVATE_NO_STORE } : {};
}
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
