// @ts-check
// Between Express and the Remix app: a fetch Request made from what Express received, and the
// app's Response written back. The Request's origin is the site's own (PUBLIC_URL), never the
// Host or X-Forwarded-* headers a client writes, so no client can change the addresses a page
// or an API answer carries. Its body is the one request-bodies.mjs capped.
import { cappedBodyStream } from "./request-bodies.mjs";
import { drainedOrClosed } from "./writable.mjs";

/** @typedef {{ origin: string; withoutQuery?: boolean }} BridgeOptions */

/**
 * @param {import("express").Request} request
 * @param {import("express").Response} response
 * @param {BridgeOptions} options
 * @returns {Request}
 */
export function fetchRequestOf(request, response, { origin, withoutQuery = false }) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  // Loaders and actions stop when nobody can hear their answer any more.
  response.on("close", () => {
    if (!response.writableFinished) controller.abort();
  });
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const whole = /** @type {Buffer | undefined} */ (response.locals.body);
    init.body = whole ? new Uint8Array(whole) : cappedBodyStream(request, /** @type {number} */ (response.locals.bodyLimit));
    init.duplex = "half";
  }
  return new Request(origin + (withoutQuery ? request.path : request.originalUrl), init);
}

/**
 * @param {import("express").Response} response
 * @param {Response} answer
 */
export async function sendFetchResponse(response, answer) {
  response.status(answer.status);
  for (const [name, value] of answer.headers) response.append(name, value);
  if (!answer.body) return void response.end();
  const reader = answer.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!response.write(value)) await drainedOrClosed(response);
      if (response.destroyed) {
        await reader.cancel();
        return;
      }
    }
    response.end();
  } catch (error) {
    response.destroy();
    throw error;
  }
}

/**
 * The Express handler that hands a request to the app.
 * @param {{ handle: import("@remix-run/node").RequestHandler; origin: string; loadContext: (request: import("express").Request, response: import("express").Response) => import("@remix-run/node").AppLoadContext }} options
 * @returns {import("express").RequestHandler}
 */
export function remixHandler({ handle, origin, loadContext }) {
  return async (request, response, next) => {
    try {
      const answer = await handle(fetchRequestOf(request, response, { origin }), loadContext(request, response));
      await sendFetchResponse(response, answer);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The app's request handler, with a resource route's 404 that asks for it (the header of
 * app/http/refusal-page.ts's notFound) answered by the site's own "Page not found" page: the
 * page of an address no route claims.
 * @param {import("@remix-run/node").RequestHandler} handle
 * @returns {import("@remix-run/node").RequestHandler}
 */
export function withSiteNotFoundPage(handle) {
  return async (request, loadContext) => {
    const answer = await handle(request, loadContext);
    if (answer.status !== 404 || !answer.headers.has("X-Site-Not-Found")) return answer;
    if (request.method !== "GET" && request.method !== "HEAD") return answer;
    const page = new Request(new URL("/page-not-found", request.url), { method: request.method, headers: request.headers });
    return handle(page, loadContext);
  };
}
