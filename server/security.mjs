// @ts-check
// What every answer carries for the visitor's safety, and which requests from other sites are
// refused.
import crypto from "node:crypto";

/** @param {string} nonce @param {boolean} development */
export function contentSecurityPolicy(nonce, development) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws:" : ""}`,
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Security headers and a fresh CSP nonce (in `response.locals.cspNonce`) on every answer; HSTS
 * only over HTTPS, which behind a trusted proxy Express reads from X-Forwarded-Proto.
 * @param {{ development: boolean }} options
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders({ development }) {
  return (request, response, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    response.locals.cspNonce = nonce;
    response.set({
      "Content-Security-Policy": contentSecurityPolicy(nonce, development),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    if (request.secure) response.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * CORS for the JSON API, off unless CORS_ORIGINS names the origin of a separately hosted client.
 * While it is on, every API answer varies by Origin, so no cache hands one origin's answer to another.
 * @param {{ corsOrigins: string[] }} settings
 * @returns {import("express").RequestHandler}
 */
export function apiCors({ corsOrigins }) {
  return (request, response, next) => {
    if (corsOrigins.length === 0) return next();
    response.vary("Origin");
    const origin = request.get("origin");
    if (!origin || !corsOrigins.includes(origin)) return next();
    response.set("Access-Control-Allow-Origin", origin);
    if (request.method !== "OPTIONS") return next();
    response.set({
      "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE",
      "Access-Control-Allow-Headers": "Authorization, Content-Type",
      "Access-Control-Max-Age": "600",
    });
    response.status(204).end();
  };
}

/**
 * Whether a write may go on: a browser names the page's origin (Origin, Sec-Fetch-Site); API
 * clients without a browser send neither. On top of SameSite cookies.
 * @param {{ method: string; origin: string | undefined; fetchSite: string | undefined; ownOrigins: string[]; corsOrigins: string[] }} request
 */
export function sentFromThisSite({ method, origin, fetchSite, ownOrigins, corsOrigins }) {
  if (["GET", "HEAD", "OPTIONS"].includes(method)) return true;
  if (origin) return ownOrigins.includes(origin) || corsOrigins.includes(origin);
  return fetchSite !== "cross-site" && fetchSite !== "same-site";
}

/**
 * @param {{ publicOrigin: string; corsOrigins: string[] }} settings
 * @param {(request: import("express").Request, response: import("express").Response, status: number, message: string) => void} refuse
 * @returns {import("express").RequestHandler}
 */
export function refuseCrossSiteWrites({ publicOrigin, corsOrigins }, refuse) {
  return (request, response, next) => {
    const allowed = sentFromThisSite({
      method: request.method,
      origin: request.get("origin"),
      fetchSite: request.get("sec-fetch-site"),
      ownOrigins: [publicOrigin, `${request.protocol}://${request.get("host")}`],
      corsOrigins,
    });
    if (allowed) next();
    else refuse(request, response, 403, "Requests from other sites are refused.");
  };
}
