// @ts-check
// What the server decides about a request before the app sees it: which methods the site
// speaks, the one address of each page, and which API client asks for the photo edit URL.

/** The methods a page or an API call answers; anything else is a 405 before the app runs. */
export const SITE_METHODS = Object.freeze(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]);

const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * The one address of a path, so that `/teams/`, `//teams` and `/%74eams` are not pages of their
 * own: percent escapes of unreserved characters are decoded, other escapes are upper-cased,
 * repeated slashes fold into one and a trailing slash goes. `null` when an escape is malformed
 * or does not spell UTF-8: no page has such an address.
 * @param {string} path the path as the client sent it, without the query
 * @returns {string | null}
 */
export function canonicalPath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const escapesNormalised = path.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  // A raw backslash would read as a slash to a browser following a redirect: keep it escaped.
  const folded = escapesNormalised.replace(/\\/g, "%5C").replace(/\/{2,}/g, "/");
  return folded.length > 1 ? folded.replace(/\/+$/, "") : folded;
}

// The spec uses one URL for the owner's photo edit page and for an API call: API clients (a
// bearer token, or an Accept that asks for JSON and not HTML) get the API's answer.
const photoEditPath = /^\/api\/v1\/content\/get_Contents_Update\/([^/]+)$/;

/**
 * The URL an API client's request for the photo edit address is answered from, or null when
 * the page itself is meant.
 * @param {string} url the request's path and query
 * @param {{ authorization?: string | undefined; accept?: string | undefined }} headers
 * @returns {string | null}
 */
export function photoEditApiUrl(url, headers) {
  const path = url.split("?")[0] ?? "";
  const match = photoEditPath.exec(path);
  if (!match || match[1]?.endsWith(".data")) return null;
  const accept = headers.accept ?? "";
  const apiClient = Boolean(headers.authorization) || (accept.includes("application/json") && !accept.includes("text/html"));
  return apiClient ? url.replace("/get_Contents_Update/", "/get_Contents_Update_json/") : null;
}

/**
 * The spec's paths are case-exact (/FAQs, /api/v1/content/get_Content_Home): /faqs is a 404, not
 * another spelling of a page.
 * @template {{ routes: Record<string, { caseSensitive?: boolean } | undefined> }} B
 * @param {B} build
 * @returns {B}
 */
export function caseExactRoutes(build) {
  for (const route of Object.values(build.routes)) if (route) route.caseSensitive = true;
  return build;
}

// A host name, an IPv4 address or a bracketed IPv6 one, with an optional port.
const hostHeader = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Whether a Host header is one a browser could have sent. @param {string | undefined} host */
export function readableHost(host) {
  return host === undefined || hostHeader.test(host);
}

/**
 * Express middleware for the rules above: an unknown method is a 405, an unreadable address (or
 * one asking for Remix's `?_data=`) a 400, another spelling of an address a 301 to its one
 * spelling (a 404 for a write, which a redirect would turn into a read), and the photo edit URL
 * goes to the API for API clients.
 * @param {(request: import("express").Request, response: import("express").Response, status: number, message: string, headers?: Record<string, string>) => void} refuse
 * @returns {import("express").RequestHandler}
 */
export function requestRules(refuse) {
  return (request, response, next) => {
    if (!SITE_METHODS.includes(request.method)) {
      return refuse(request, response, 405, "Method Not Allowed", { Allow: SITE_METHODS.join(", ") });
    }
    if (!readableHost(request.headers.host)) return refuse(request, response, 400, "This request could not be read.");
    const [path = "/", ...rest] = request.originalUrl.split("?");
    const canonical = canonicalPath(path);
    if (canonical === null) return refuse(request, response, 400, "This address could not be read.");
    // Remix's older data requests: this site's pages never make one, and the app would log each.
    if (new URLSearchParams(rest.join("?")).has("_data")) return refuse(request, response, 400, "This address could not be read.");
    if (canonical !== path) {
      if (request.method !== "GET" && request.method !== "HEAD") return refuse(request, response, 404, "Not Found");
      const query = rest.length > 0 ? `?${rest.join("?")}` : "";
      return response.set("Cache-Control", "public, max-age=3600").redirect(301, canonical + query);
    }
    const apiUrl = photoEditApiUrl(request.originalUrl, { authorization: request.get("authorization"), accept: request.get("accept") });
    if (apiUrl) {
      request.originalUrl = apiUrl;
      request.url = apiUrl;
    }
    next();
  };
}
