// @ts-check
// Public pages render from the database on every request, which two cores cannot do fast
// enough for a crowd. An anonymous GET whose answer the route marks public is kept in memory,
// with its compressed forms, and served again until the owner changes anything (the content
// version moves on). The version is read before rendering, so a render that raced a write is
// never kept as current. Public pages carry no inline script, so they need no nonce of their
// own and one copy serves everyone; a page that used its answer's nonce is never kept.
// The cache is keyed on the canonical path (request-rules.mjs sends every other spelling away
// first) and bounded in entries and bytes: the least recently used page goes first. A query
// string is no part of the key: a page is kept only as rendered for its path alone, so it reads
// no query, and `/?x=<random>` is served the kept `/` instead of a render each time. A public
// page that shows something of its query says so in its route's handle, and is kept for each
// query (server.mjs's keyOf); one that is never kept (the login's `redirectTo`) still renders.
import zlib from "node:zlib";

/** @typedef {{ version: number; status: number; headers: [string, string][]; body: Buffer; encoded: Map<string, Buffer>; keep: boolean }} RenderedPage */

export const PAGE_CACHE_LIMITS = Object.freeze({ entries: 500, bytes: 32 * 1024 * 1024 });

/** @param {RenderedPage} page */
function sizeOf(page) {
  let bytes = page.body.length;
  for (const encoded of page.encoded.values()) bytes += encoded.length;
  return bytes;
}

/** A least-recently-used map of kept pages, bounded in entries and in bytes. */
export class PageCache {
  /** @type {Map<string, RenderedPage>} */
  #pages = new Map();
  #bytes = 0;

  /** @param {{ entries: number; bytes: number }} limits @param {() => number} currentVersion */
  constructor(limits, currentVersion) {
    this.limits = limits;
    this.currentVersion = currentVersion;
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /** The kept page while it is current; a stale one is dropped. @param {string} key */
  get(key) {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#remove(key);
    if (page.version !== this.currentVersion()) return undefined;
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
    return page;
  }

  /** @param {string} key @param {RenderedPage} page */
  set(key, page) {
    this.#remove(key);
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
    this.#evict();
  }

  /** Stores a compressed form of a kept page; it counts towards the bytes. @param {string} key @param {RenderedPage} page @param {string} encoding @param {Buffer} body */
  addEncoded(key, page, encoding, body) {
    if (page.encoded.has(encoding)) return;
    page.encoded.set(encoding, body);
    if (this.#pages.get(key) !== page) return;
    // It is being sent: the most recently used page.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    this.#bytes += body.length;
    this.#evict();
  }

  /** @param {string} key */
  #remove(key) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  #evict() {
    while (this.#pages.size > this.limits.entries || (this.#bytes > this.limits.bytes && this.#pages.size > 0)) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) return;
      this.#remove(oldest);
    }
  }
}

/** @param {string} contentType */
function isText(contentType) {
  return /^(text\/|application\/([\w.+-]*\+)?(json|xml))/i.test(contentType);
}

/**
 * The app's answer as a page to keep: kept only when it is a public 200 (or the 404 page of an
 * address no page claims, which says nothing private) that sets no cookie and did not use its
 * own answer's nonce.
 * @param {Response} answer
 * @param {{ version: number; nonce: string; unclaimed: boolean }} rendered the content version it was rendered at, its nonce, and whether no page claims its address
 * @returns {Promise<RenderedPage>}
 */
export async function renderedPageOf(answer, { version, nonce, unclaimed }) {
  const body = Buffer.from(await answer.arrayBuffer());
  const cacheControl = answer.headers.get("cache-control") ?? "";
  const keptKind = unclaimed ? answer.status === 404 && !/private|no-store/.test(cacheControl) : answer.status === 200 && cacheControl.startsWith("public");
  return {
    version,
    status: answer.status,
    headers: /** @type {[string, string][]} */ (
      [...answer.headers]
        .filter(([name]) => name !== "content-length")
        // A text answer (HTML, JSON, XML) is UTF-8: say so, as Express does for a string. A
        // picture (a link preview) is not text.
        .map(([name, value]) => [name, name === "content-type" && isText(value) && !/charset/i.test(value) ? `${value}; charset=utf-8` : value])
    ),
    body,
    encoded: new Map(),
    keep: keptKind && !answer.headers.has("set-cookie") && !body.includes(nonce),
  };
}

/** Only what an anonymous visitor asks for is the same for everyone. @param {import("express").Request} request */
export function askedByAnyone(request) {
  return !request.headers.cookie && !request.headers.authorization;
}

/**
 * The one key of every address no page claims, by its language (a Hindi address begins with
 * /hi, as app/i18n/texts.ts reads it): they all show the same "Page not found".
 * @param {string} path
 */
export function notFoundPageKey(path) {
  return path === "/hi" || path.startsWith("/hi/") ? "404 hi" : "404 en";
}

/** Whether a key is that of a language's one 404 page. @param {string} key */
export function isNotFoundPageKey(key) {
  return key === "404 hi" || key === "404 en";
}

/** @type {Record<string, (body: Buffer) => Buffer>} */
const compressors = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * Express handlers that answer from kept pages: `serveKept` before compression and the static
 * folders (most answers under a crowd), `renderAndKeep` after them for the rest.
 * @param {{ cache: PageCache; render: (request: import("express").Request, response: import("express").Response, version: number, key: string) => Promise<RenderedPage>; keyOf: (request: import("express").Request) => string }} options
 *   `keyOf` is the page's key: its path, its path and query for a page that reads its query, or
 *   one key for every address no page claims (the one 404 page of a language); `render` renders
 *   the page the key names (the path alone, unless the key holds the query)
 */
export function keptPages({ cache, render, keyOf }) {
  /** @param {import("express").Request} request */
  const currentKept = (request) => (request.method === "GET" && askedByAnyone(request) ? cache.get(keyOf(request)) : undefined);

  /** @param {import("express").Request} request @param {import("express").Response} response @param {RenderedPage} page */
  const send = (request, response, page) => {
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.vary("Accept-Encoding");
    const encoding = request.acceptsEncodings("br", "gzip", "identity");
    const compress = typeof encoding === "string" ? compressors[encoding] : undefined;
    let body = page.body;
    if (compress && typeof encoding === "string") {
      // Compressed once per kept copy, on the first visitor who asks for this encoding.
      body = page.encoded.get(encoding) ?? compress(page.body);
      cache.addEncoded(keyOf(request), page, encoding, body);
      response.setHeader("Content-Encoding", encoding);
    }
    response.setHeader("Content-Length", body.length);
    response.status(page.status).end(body);
  };

  // After a write, a crowd of visitors misses at once: they share one render per page.
  /** @type {Map<string, Promise<RenderedPage>>} */
  const rendering = new Map();

  /** @type {import("express").RequestHandler} */
  const serveKept = (request, response, next) => {
    // Before the static folders, a stored file's address is no page yet: only a page kept under
    // its own path is served here, never the one 404 page.
    const kept = keyOf(request) === request.path ? currentKept(request) : undefined;
    if (kept) send(request, response, kept);
    else next();
  };

  /** @type {import("express").RequestHandler} */
  const renderAndKeep = async (request, response, next) => {
    if (request.method !== "GET" || !askedByAnyone(request)) return next();
    // It may have been kept while this request passed the static folders.
    const kept = currentKept(request);
    if (kept) return send(request, response, kept);
    const key = keyOf(request);
    const version = cache.currentVersion();
    // Rendered for its path alone, unless its key holds its query (a page that reads it).
    const withQuery = request.originalUrl.includes("?") && key !== request.originalUrl;
    try {
      const flight = `${version} ${key}`;
      let pending = rendering.get(flight);
      const leader = !pending;
      if (!pending) {
        pending = render(request, response, version, key).finally(() => rendering.delete(flight));
        rendering.set(flight, pending);
      }
      const page = await pending;
      if (page.keep) {
        cache.set(key, page);
        return send(request, response, page);
      }
      // An answer that may not be kept is this request's own (with its query, if it has one);
      // others render for themselves.
      if (!leader || withQuery) return next();
      for (const [name, value] of page.headers) {
        if (name === "set-cookie") response.append(name, value);
        else response.setHeader(name, value);
      }
      response.status(page.status).send(page.body);
    } catch (error) {
      next(error);
    }
  };

  return { serveKept, renderAndKeep };
}
