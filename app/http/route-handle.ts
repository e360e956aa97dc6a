/**
 * What a route says about itself in its `handle`, read by the page's document and by the
 * server before the app runs:
 * - `hydrate`: its page needs React in the browser (the owner's forms and their busy
 *   indicators). Every other page is complete HTML plus app/enhancements, which is a few
 *   kilobytes instead of React's eighty.
 * - `requestBody`: what its action may be sent, when it is more or less than an owner form's
 *   64 KB (server/request-bodies.mjs): "upload" streams a photo or a PDF, "login" is a few KB.
 * - `readsQuery`: a public page that shows something of its query string. The server keeps
 *   every other public page once for its path, whatever query it is asked with
 *   (server/page-cache.mjs); this one is kept for each query it is asked with.
 */
export type SiteRouteHandle = { hydrate?: boolean; requestBody?: "upload" | "login"; readsQuery?: boolean };

export const hydratedPage: SiteRouteHandle = { hydrate: true };
/** A route whose action takes a photo or a PDF. */
export const takesUploads: SiteRouteHandle = { requestBody: "upload" };
/** The login and the logout: a few fields, so a few KB. */
export const takesLogin: SiteRouteHandle = { requestBody: "login" };
/** A public page that shows something of its query string. */
export const readsItsQuery: SiteRouteHandle = { readsQuery: true };
