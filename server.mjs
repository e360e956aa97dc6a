// @ts-check
// The site's HTTP server: start-up, the order of the middleware, and shutdown. What each step
// does lives in server/. `npm start` serves the production build; `npm run dev`
// (NODE_ENV=development) serves through Vite.
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { lastAnswer, refuse } from "./server/answers.mjs";
import { isNotFoundPageKey, keptPages, notFoundPageKey, PAGE_CACHE_LIMITS, PageCache, renderedPageOf } from "./server/page-cache.mjs";
import { routeTableOf } from "./server/route-table.mjs";
import { fetchRequestOf, remixHandler, withSiteNotFoundPage } from "./server/remix-bridge.mjs";
import { BODY_ARRIVAL_MS, bodyLimitsOf, capBodies, CUT_OFF } from "./server/request-bodies.mjs";
import { dailyBackups } from "./server/backups.mjs";
import { fontsConfig } from "./server/fonts.mjs";
import { framedFirstLogin } from "./server/first-login.mjs";
import { offsiteCopies } from "./server/offsite.mjs";
import { caseExactRoutes, requestRules } from "./server/request-rules.mjs";
import { siteEntryOf } from "./server/site-entry.mjs";
import { apiCors, refuseCrossSiteWrites, securityHeaders } from "./server/security.mjs";
import { staticFolders } from "./server/static-folders.mjs";

const development = process.env.NODE_ENV === "development";

// Before the app loads sharp: the link-preview card draws a Hindi name in a Devanagari font.
process.env.FONTCONFIG_FILE = fontsConfig;

const vite = development ? await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } })) : undefined;

/** The Remix build, with case-exact routes. @returns {Promise<import("@remix-run/node").ServerBuild>} */
async function loadBuild() {
  const productionBuild = "./build/server/index.js";
  /** @type {import("@remix-run/node").ServerBuild} */
  const build = vite ? /** @type {any} */ (await vite.ssrLoadModule("virtual:remix/server-build")) : await import(productionBuild);
  return caseExactRoutes(build);
}

const site = siteEntryOf((await loadBuild()).entry.module);

let settings;
try {
  settings = await site.prepareSite();
} catch (error) {
  // A configuration problem is told in one line; anything else keeps its stack for the operator.
  console.error(error instanceof Error && error.name === "EnvironmentError" ? error.message : error);
  process.exit(1);
}

const build = vite ? loadBuild : await loadBuild();
const servedRoutes = vite ? undefined : routeTableOf(/** @type {any} */ (build).routes);
const servedLimits = servedRoutes ? bodyLimitsOf(servedRoutes) : undefined;
const bodyLimitsNow = async () => servedLimits ?? bodyLimitsOf(routeTableOf(/** @type {any} */ (await loadBuild()).routes));
const handle = withSiteNotFoundPage(createRequestHandler(/** @type {any} */ (build), development ? "development" : "production"));
/** @param {import("express").Request} request @param {import("express").Response} response */
const loadContext = (request, response) => ({
  cspNonce: response.locals.cspNonce,
  // With TRUST_PROXY=N, Express takes the address the nearest of N proxies saw.
  clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
});
const cache = new PageCache(PAGE_CACHE_LIMITS, site.publicContentVersion);
const { serveKept, renderAndKeep } = keptPages({
  cache,
  render: async (request, response, version, key) => {
    const withoutQuery = key !== request.originalUrl;
    const answer = await handle(fetchRequestOf(request, response, { origin: settings.publicOrigin, withoutQuery }), loadContext(request, response));
    return renderedPageOf(answer, { version, nonce: response.locals.cspNonce, unclaimed: isNotFoundPageKey(key) });
  },
  keyOf: (request) => {
    if (servedRoutes?.unclaimed(request.path)) return notFoundPageKey(request.path);
    return servedRoutes?.readsQuery(request.path) ? request.originalUrl : request.path;
  },
});

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.trustProxyHops);
app.use(securityHeaders({ development }));
app.use(requestRules(refuse));
app.use("/api", apiCors(settings));
app.use(refuseCrossSiteWrites(settings, refuse));
app.use(serveKept);
app.use(compression());
app.use(staticFolders({ uploads: settings.paths.uploads, development, withheldFileKeys: site.withheldFileKeys }));
if (vite) app.use(vite.middlewares);
app.use(capBodies(bodyLimitsNow, refuse));
if (!vite) app.get("*", renderAndKeep);
app.all("*", remixHandler({ handle, origin: settings.publicOrigin, loadContext }));
app.use(lastAnswer);

// Off the server as the settings say (OFFSITE_URL); without them it only says so, once. Started before
// listening, so the owner's first login stays the last thing printed.
const offsite = offsiteCopies({ paths: settings.paths, env: process.env });
await offsite.start();

const server = app.listen(settings.port, () => {
  const origin = `http://localhost:${settings.port}`;
  console.log(`The trust's site is serving on ${origin}`);
  if (settings.trustProxyHops > 0) {
    console.log(
      `TRUST_PROXY=${settings.trustProxyHops}: the site believes the X-Forwarded-For its proxy writes, and it listens on every interface. ` +
        `Let only the proxy reach port ${settings.port} (for example docker run -p 127.0.0.1:${settings.port}:${settings.port}), or anyone can pose as any address.`,
    );
  }
  if (settings.firstLogin) console.log(framedFirstLogin(settings.firstLogin, origin));
});

// A village upload may take longer than Node's five minutes; a stalled one is given up sooner,
// by its silence (request-bodies.mjs).
server.requestTimeout = BODY_ARRIVAL_MS;

const backups = settings.backupEveryDay ? dailyBackups({ paths: settings.paths }) : undefined;
await backups?.start();
server.on("clientError", (error, socket) => {
  // A request Node cannot parse (a malformed Host or request line) is the client's mistake; a
  // chunked body that ends half-way (a phone that lost its signal) is told as every cut-off is.
  const cutOff = /** @type {{ code?: string }} */ (error).code === "HPE_INVALID_EOF_STATE";
  const message = cutOff ? CUT_OFF : "This request could not be read.";
  if (socket.writable) socket.end(`HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${message}`);
});

// `docker stop` sends SIGTERM: finish the requests under way, then close the database.
let stopping = false;
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    backups?.stop();
    offsite.stop();
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
