// @ts-check
// Every body is capped before it is read: what one client sends can never grow the server's
// memory past a limit, and an oversized body is answered 413 (the rest is read and dropped,
// so the client hears the answer instead of a reset connection).

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = Object.freeze({ login: 8 * KB, ownerForm: 64 * KB, json: 1 * MB, upload: 50 * MB });

/**
 * What a route may be sent, as its module's `handle.requestBody` says: "upload" (a photo or a
 * PDF, streamed to a scratch file by the upload pipeline, whose own limits answer first; the
 * stream stops at twice the largest whatever happens) or "login". A route that says nothing
 * takes a JSON call's body under /api and an owner form's elsewhere. The route that handles a
 * request declares it, so no list beside the routes can drift from them.
 * @typedef {"upload" | "login"} DeclaredBody
 * @typedef {{ bytes: number; streamed: boolean }} BodyLimit
 */

/** @param {DeclaredBody | undefined} declared @param {string} path @returns {BodyLimit} */
function limitOf(declared, path) {
  if (declared === "upload") return { bytes: BODY_LIMITS.upload, streamed: true };
  if (declared === "login") return { bytes: BODY_LIMITS.login, streamed: false };
  if (path.startsWith("/api/")) return { bytes: BODY_LIMITS.json, streamed: false };
  return { bytes: BODY_LIMITS.ownerForm, streamed: false };
}

/**
 * The body limits of a build's routes: for a path and its query, the limit of the route whose
 * action answers it.
 * @param {import("./route-table.mjs").RouteTable} table
 * @returns {(path: string, search: string) => BodyLimit}
 */
export function bodyLimitsOf(table) {
  return (path, search) => {
    const handle = /** @type {{ requestBody?: DeclaredBody } | undefined} */ (table.actionHandleOf(path, search));
    return limitOf(handle?.requestBody, path);
  };
}

/**
 * How long a body may stop arriving before it is given up: a phone between two towers comes
 * back sooner, a client that holds the connection open without sending does not. A slow body
 * that keeps coming may take as long as it needs, up to BODY_ARRIVAL_MS (Node's own limit, five
 * minutes, would refuse an 8 MB PDF sent at 200 kbps).
 */
export const BODY_SILENCE_MS = 120_000;
/** The longest a whole request may take to arrive: the 50 MB stream cap at some 115 kbps. */
export const BODY_ARRIVAL_MS = 60 * 60_000;

/**
 * Gives a body up (destroys its request, which its reader takes as cut off) once nothing of it
 * has arrived for `silenceMs`, except while the site itself holds it back; gives the stop.
 * @param {import("node:http").IncomingMessage} request
 * @param {number} silenceMs
 * @returns {() => void}
 */
function giveUpWhenSilent(request, silenceMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (request.isPaused() ? arm() : request.destroy()), silenceMs);
  };
  const stop = () => {
    clearTimeout(timer);
    request.off("data", arm);
  };
  request.on("data", arm);
  arm();
  return stop;
}

/**
 * Follows a body as it arrives: each chunk to `take`, its end to `ended`, and to `failed` a
 * client gone half-way (an error, a close before the end, or nothing for `silenceMs`). Gives
 * what stops following it, which its reader calls once it has its answer.
 * @param {import("node:http").IncomingMessage} request
 * @param {{ take: (chunk: Buffer) => void; ended: () => void; failed: () => void }} on
 * @param {number} silenceMs
 * @returns {() => void}
 */
function followBody(request, { take, ended, failed }, silenceMs) {
  const closed = () => {
    if (!request.complete) failed();
  };
  const stopWatching = giveUpWhenSilent(request, silenceMs);
  request.on("data", take);
  request.on("end", ended);
  request.on("error", failed);
  request.on("close", closed);
  return () => {
    stopWatching();
    request.off("data", take);
    request.off("end", ended);
    request.off("error", failed);
    request.off("close", closed);
  };
}

/** The error a streamed body ends with once it passes its limit. */
export class BodyTooLarge extends Error {
  /** @override */
  name = "BodyTooLarge";
}

/** The error a streamed body ends with when the client stopped sending half-way. */
export class BodyCutOff extends Error {
  /** @override */
  name = "BodyCutOff";
}

/**
 * Reads a whole body of at most `limit` bytes. Past the limit the rest is read and dropped; a
 * body that stops arriving for `silenceMs` is cut off.
 * @param {import("node:http").IncomingMessage} request
 * @param {number} limit
 * @param {number} [silenceMs]
 * @returns {Promise<{ ok: true; body: Buffer } | { ok: false; reason: "too-large" | "cut-off" }>}
 */
export function readWholeBody(request, limit, silenceMs = BODY_SILENCE_MS) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const finish = (/** @type {{ ok: true; body: Buffer } | { ok: false; reason: "too-large" | "cut-off" }} */ result) => {
      stopFollowing();
      if (!result.ok) request.resume();
      resolve(result);
    };
    const stopFollowing = followBody(
      request,
      {
        take: (chunk) => {
          size += chunk.length;
          if (size > limit) finish({ ok: false, reason: "too-large" });
          else chunks.push(chunk);
        },
        ended: () => finish({ ok: true, body: Buffer.concat(chunks) }),
        failed: () => finish({ ok: false, reason: "cut-off" }),
      },
      silenceMs,
    );
  });
}

/**
 * The body as a web stream that errors with BodyTooLarge past `limit` bytes and with BodyCutOff
 * when the client goes away half-way or stops sending for `silenceMs`; it never throws into the
 * process.
 * @param {import("node:http").IncomingMessage} request
 * @param {number} limit
 * @param {number} [silenceMs]
 * @returns {ReadableStream<Uint8Array>}
 */
export function cappedBodyStream(request, limit, silenceMs = BODY_SILENCE_MS) {
  let size = 0;
  let settled = false;
  /** @type {() => void} */
  let cleanup = () => {};
  return new ReadableStream(
    {
      start(controller) {
        const fail = (/** @type {Error} */ error) => {
          if (settled) return;
          settled = true;
          cleanup();
          request.resume();
          controller.error(error);
        };
        const take = (/** @type {Buffer} */ chunk) => {
          size += chunk.length;
          if (size > limit) return fail(new BodyTooLarge("The request is too large."));
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        };
        const ended = () => {
          if (settled) return;
          settled = true;
          cleanup();
          controller.close();
        };
        cleanup = followBody(request, { take, ended, failed: () => fail(new BodyCutOff("The request body was cut off.")) }, silenceMs);
      },
      pull() {
        request.resume();
      },
      cancel() {
        settled = true;
        cleanup();
        request.resume();
      },
    },
    { highWaterMark: 4 },
  );
}

/**
 * Express middleware: decides each body's limit, refuses a declared length over it, and reads a
 * non-photo body whole (into `response.locals.body`) before the app runs.
 * @param {() => Promise<(path: string, search: string) => BodyLimit>} limitsNow the limits of the build being served
 * @param {(request: import("express").Request, response: import("express").Response, status: number, message: string) => void} refuse
 * @returns {import("express").RequestHandler}
 */
export function capBodies(limitsNow, refuse) {
  return async (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const search = request.originalUrl.includes("?") ? request.originalUrl.slice(request.originalUrl.indexOf("?")) : "";
    const limit = (await limitsNow())(request.path, search);
    response.locals.bodyLimit = limit.bytes;
    const declared = Number(request.get("content-length") ?? "0");
    if (limit.streamed) return next();
    if (declared > limit.bytes) return refuse(request, response, 413, TOO_LARGE);
    const read = await readWholeBody(request, limit.bytes);
    if (read.ok) {
      response.locals.body = read.body;
      return next();
    }
    if (read.reason === "too-large") return refuse(request, response, 413, TOO_LARGE);
    if (!request.socket.destroyed) refuse(request, response, 400, CUT_OFF);
  };
}

const TOO_LARGE = "The request is too large.";
/** What a body that stopped half-way is answered, wherever it stops (the uploads say the same: app/photos/uploads.server.ts). */
export const CUT_OFF = "The upload stopped before the whole form arrived. Please try again.";
