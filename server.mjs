// @ts-check
// The site's HTTP server: security headers, compression, static files and the Remix app.
// `npm start` serves the production build; `npm run dev` (NODE_ENV=development) serves through Vite.
import crypto from "node:crypto";
import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createFetchHandler } from "@remix-run/node";
import compression from "compression";
import zlib from "node:zlib";
import express from "express";

const development = process.env.NODE_ENV === "development";

const vite = development
  ? await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } }))
  : undefined;

/** @returns {Promise<import("@remix-run/node").ServerBuild>} */
async function loadBuild() {
  if (vite) return /** @type {any} */ (await vite.ssrLoadModule("virtual:remix/server-build"));
  const productionBuild = "./build/server/index.js";
  return /** @type {any} */ (await import(productionBuild));
}

/** @typedef {{ prepareSite(): Promise<{ port: number; trustProxy: boolean; uploads: string; corsOrigins: string[] }>; closeSite(): Promise<void>; publicContentVersion(): number }} SiteLifecycle */
const site = /** @type {SiteLifecycle} */ (/** @type {unknown} */ ((await loadBuild()).entry.module));

let settings;
try {
  settings = await site.prepareSite();
} catch (error) {
  // A configuration problem is told in one line; anything else keeps its stack for the operator.
  console.error(error instanceof Error && error.name === "EnvironmentError" ? error.message : error);
  process.exit(1);
}

/** @param {string} nonce */
function contentSecurityPolicy(nonce) {
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

const app = express();
app.disable("x-powered-by");
app.use((request, response, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  response.locals.cspNonce = nonce;
  response.set({
    "Content-Security-Policy": contentSecurityPolicy(nonce),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  });
  const secure = request.secure || (settings.trustProxy && request.get("x-forwarded-proto") === "https");
  if (secure) response.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// CORS is off unless CORS_ORIGINS names the origin of a separately hosted client.
app.use("/api", (request, response, next) => {
  const origin = request.get("origin");
  if (!origin || !settings.corsOrigins.includes(origin)) return next();
  response.set({ "Access-Control-Allow-Origin": origin, Vary: "Origin" });
  if (request.method !== "OPTIONS") return next();
  response.set({
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE",
    "Access-Control-Allow-Headers": "Authorization, Content-Type",
    "Access-Control-Max-Age": "600",
  });
  response.status(204).end();
});

// A post from another site's page is refused, on top of SameSite cookies: browsers name the
// page's origin (Origin, Sec-Fetch-Site); API clients without a browser send neither.
app.set("trust proxy", settings.trustProxy);
app.use((request, response, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return next();
  const origin = request.get("origin");
  const fetchSite = request.get("sec-fetch-site");
  const ownOrigin = `${request.protocol}://${request.get("host")}`;
  const allowed = origin
    ? origin === ownOrigin || settings.corsOrigins.includes(origin)
    : fetchSite !== "cross-site" && fetchSite !== "same-site";
  if (allowed) return next();
  const message = "Requests from other sites are refused.";
  if (request.path.startsWith("/api/")) {
    response.status(403).set("Cache-Control", "no-store").json({ statusCode: 403, message, success: false });
  } else {
    response.status(403).set("Cache-Control", "no-store").type("text/plain").send(message);
  }
});

// A kept public page, already compressed, goes out before compression and the static folders
// are consulted: that is most answers under a crowd.
app.use((request, response, next) => {
  const kept = currentKeptPage(request);
  if (kept) sendKeptPage(request, response, kept);
  else next();
});
app.use(compression());

app.use(
  "/uploads",
  express.static(settings.uploads, { immutable: true, maxAge: "1y", index: false, dotfiles: "deny", fallthrough: true }),
);
if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}

// The spec uses one URL for the owner's photo edit page and for an API call. API clients (a
// bearer token, or an Accept that asks for JSON and not HTML) go to the API's resource route.
const photoEditPath = /^\/api\/v1\/content\/get_Contents_Update\/([^/]+)$/;
app.use((request, _response, next) => {
  const accept = request.get("accept") ?? "";
  const apiClient = request.get("authorization") || (accept.includes("application/json") && !accept.includes("text/html"));
  const match = photoEditPath.exec(request.path);
  if (match && apiClient && !match[1]?.endsWith(".data")) {
    // The Remix adapter reads originalUrl.
    request.originalUrl = request.originalUrl.replace("/get_Contents_Update/", "/get_Contents_Update_json/");
  }
  next();
});

/** The spec's paths are case-exact (/FAQs, /api/v1/content/get_Content_Home): /faqs is a 404. */
async function loadCaseExactBuild() {
  const build = await loadBuild();
  for (const route of Object.values(build.routes)) route.caseSensitive = true;
  return build;
}

const build = vite ? loadCaseExactBuild : await loadCaseExactBuild();
const mode = development ? "development" : "production";
/** @param {import("express").Request} request @param {import("express").Response} response */
const loadContext = (request, response) => ({
  cspNonce: response.locals.cspNonce,
  clientAddress: request.socket.remoteAddress ?? "unknown",
});

// Public pages render from the database on every request, which two cores cannot do fast
// enough for a crowd. An anonymous GET whose answer the route marks public is kept in memory,
// with its compressed forms, and served again until the owner changes anything (the content
// version moves on). The version is read before rendering, so a render that raced a write is
// never kept as current. Public pages carry no inline script, so they need no nonce of their
// own and one copy serves everyone; a page that used this answer's nonce is never kept.
/** @typedef {{ version: number; status: number; headers: [string, string][]; body: Buffer; encoded: Map<string, Buffer>; keep: boolean }} RenderedPage */
/** @type {Map<string, RenderedPage>} */
const publicPages = new Map();
const fetchHandler = vite ? null : createFetchHandler(/** @type {any} */ (build), mode);

/** Only what an anonymous visitor asks for without a query is the same for everyone. @param {import("express").Request} request */
function askedByAnyone(request) {
  return !request.headers.cookie && !request.headers.authorization && !request.originalUrl.includes("?");
}

/** The kept copy of an anonymous GET, if it is still current. @param {import("express").Request} request */
function currentKeptPage(request) {
  if (request.method !== "GET" || !askedByAnyone(request)) return undefined;
  const kept = publicPages.get(request.path);
  return kept && kept.version === site.publicContentVersion() ? kept : undefined;
}

/** @type {Record<string, (body: Buffer) => Buffer>} */
const compressors = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** @param {import("express").Request} request @param {import("express").Response} response @param {RenderedPage} page */
function sendKeptPage(request, response, page) {
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.vary("Accept-Encoding");
  const encoding = request.acceptsEncodings("br", "gzip", "identity");
  const compress = typeof encoding === "string" ? compressors[encoding] : undefined;
  let body = page.body;
  if (compress && encoding) {
    // Compressed once per kept copy, on the first visitor who asks for this encoding.
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(page.body);
      page.encoded.set(encoding, encoded);
    }
    body = encoded;
    response.setHeader("Content-Encoding", encoding);
  }
  response.setHeader("Content-Length", body.length);
  response.status(page.status).end(body);
}

/** Renders through Remix and says whether the answer may be kept. @param {import("express").Request} request @param {import("express").Response} response @param {number} version @returns {Promise<RenderedPage>} */
async function renderPublicPage(request, response, version) {
  const url = new URL(request.originalUrl, `${request.protocol}://${request.get("host")}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const answer = await /** @type {NonNullable<typeof fetchHandler>} */ (fetchHandler)(new Request(url, { headers }), loadContext(request, response));
  const body = Buffer.from(await answer.arrayBuffer());
  const cacheControl = answer.headers.get("cache-control") ?? "";
  return {
    version,
    status: answer.status,
    headers: /** @type {[string, string][]} */ (
      [...answer.headers]
        .filter(([name]) => name !== "content-length")
        // Every kept answer is UTF-8 text (HTML or JSON): say so, as Express does for a string.
        .map(([name, value]) => [name, name === "content-type" && !/charset/i.test(value) ? `${value}; charset=utf-8` : value])
    ),
    body,
    encoded: new Map(),
    keep:
      answer.status === 200 &&
      cacheControl.startsWith("public") &&
      !answer.headers.has("set-cookie") &&
      !body.includes(response.locals.cspNonce),
  };
}

// After a write, a crowd of visitors misses at once: they share one render per page.
/** @type {Map<string, Promise<RenderedPage>>} */
const rendering = new Map();

app.get("*", async (request, response, next) => {
  if (!fetchHandler || !askedByAnyone(request)) return next();
  // It may have been kept while this request passed the static folders.
  const kept = currentKeptPage(request);
  if (kept) return sendKeptPage(request, response, kept);
  const key = request.path;
  const version = site.publicContentVersion();
  try {
    const flight = `${version} ${key}`;
    let pending = rendering.get(flight);
    const leader = !pending;
    if (!pending) {
      pending = renderPublicPage(request, response, version).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    const page = await pending;
    if (page.keep) {
      publicPages.set(key, page);
      return sendKeptPage(request, response, page);
    }
    // An answer that may not be kept is this request's own; others render for themselves.
    if (!leader) return next();
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") response.append(name, value);
      else response.setHeader(name, value);
    }
    response.status(page.status).send(page.body);
  } catch (error) {
    next(error);
  }
});

app.all("*", createRequestHandler({ build, mode, getLoadContext: loadContext }));

const server = app.listen(settings.port, () => {
  console.log(`The trust's site is serving on http://localhost:${settings.port}`);
});

// `docker stop` sends SIGTERM: finish the requests under way, then close the database.
let stopping = false;
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests under way, then stopping.`);
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await site.closeSite();
      await vite?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
