import type { HeadersFunction } from "@remix-run/node";

// Public pages change only when the owner posts; a CDN may keep them for a minute and serve a
// stale copy while it fetches a fresh one.
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";

export const publicPageHeaders: HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE });
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
