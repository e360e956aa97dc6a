// @ts-check
// The built app's routes, read by the server before the app runs: which route a request's
// address reaches (for its body's limit, request-bodies.mjs) and whether any page claims it at
// all (an address no page claims is the site's one 404 page, kept once: page-cache.mjs). It
// matches with @remix-run/router, the matcher Remix itself uses.
import { matchRoutes } from "@remix-run/router";

/** @typedef {{ id: string; parentId?: string | undefined; path?: string | undefined; index?: boolean | undefined; caseSensitive?: boolean | undefined; module: { handle?: unknown } }} BuiltRoute */

// A public page's optional first segment is its language, and the only one a page takes is
// Hindi's (app/routes/($lang).tsx refuses any other with a 404): matched as what it takes.
const LANGUAGE_SEGMENT = ":lang?";
const HINDI_SEGMENT = "hi?";

// Matching ranks every route again (about 1 ms): the answers for the addresses asked most
// recently are kept, a bounded number, the least recently asked dropped first.
const KNOWN_ADDRESSES = 2000;

/**
 * The routes of a Remix build as a tree that @remix-run/router can match.
 * @param {Record<string, BuiltRoute | undefined>} routes
 * @param {string | undefined} parentId
 * @returns {import("@remix-run/router").AgnosticRouteObject[]}
 */
function routeTreeOf(routes, parentId = undefined) {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const built = /** @type {BuiltRoute} */ (route);
      const path = built.path === LANGUAGE_SEGMENT ? HINDI_SEGMENT : built.path;
      const common = { id: built.id, path, caseSensitive: built.caseSensitive ?? false };
      return built.index ? { ...common, index: true } : { ...common, children: routeTreeOf(routes, built.id) };
    });
}

/**
 * The path a request's route is found by: a browser running the owner's pages posts a form to
 * `<path>.data` (and the home page to `/_root.data`), which the app answers from `<path>`'s route.
 * @param {string} path
 */
function routePathOf(path) {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return page === "/_root" ? "/" : page;
}

/**
 * The first segment of every address a route can take (after the language's), or null when
 * some route takes any first segment: an address whose first segment is none of these is
 * claimed by no page, which is known without matching (a crowd of random addresses).
 * @param {import("@remix-run/router").AgnosticRouteObject[]} tree
 * @returns {Set<string> | null}
 */
function firstSegmentsOf(tree) {
  /** @type {string[][]} */
  const paths = [];
  /** @param {import("@remix-run/router").AgnosticRouteObject[]} routes @param {string[]} above */
  const walk = (routes, above) => {
    for (const route of routes) {
      const segments = [...above, ...(route.path ?? "").split("/").filter(Boolean)];
      paths.push(segments);
      if (route.children) walk(route.children, segments);
    }
  };
  walk(tree, []);
  const firsts = new Set();
  for (const segments of paths) {
    const [first] = segments[0] === HINDI_SEGMENT ? segments.slice(1) : segments;
    if (first === undefined) continue;
    if (first === "*" && segments.length === 1) continue;
    if (first.startsWith(":") || first.includes("*") || first.endsWith("?")) return null;
    firsts.add(first);
  }
  return firsts;
}

/**
 * @param {Record<string, BuiltRoute | undefined>} routes a Remix build's routes
 */
export function routeTableOf(routes) {
  const tree = routeTreeOf(routes);
  const firstSegments = firstSegmentsOf(tree);
  /** @type {Map<string, import("@remix-run/router").AgnosticRouteMatch[]>} */
  const known = new Map();
  /** @param {string} path */
  const matchesOf = (path) => {
    const matches = known.get(path) ?? matchRoutes(tree, routePathOf(path)) ?? [];
    known.delete(path);
    known.set(path, matches);
    if (known.size > KNOWN_ADDRESSES) known.delete(known.keys().next().value ?? "");
    return matches;
  };
  /** @param {import("@remix-run/router").AgnosticRouteMatch | undefined} match @returns {any} */
  const handleOf = (match) => (match?.route.id ? routes[match.route.id]?.module.handle : undefined);
  return {
    /**
     * The handle of the route whose action answers a path and its query: for an index route's
     * address without `?index`, its parent's, as Remix does.
     * @param {string} path @param {string} search
     * @returns {unknown}
     */
    actionHandleOf(path, search) {
      const matches = matchesOf(path);
      const last = matches.at(-1);
      const askedIndex = new URLSearchParams(search).has("index");
      const target = last?.route.index && !askedIndex ? matches.at(-2) : last;
      return handleOf(target);
    },
    /** Whether the page at the address shows something of its query string (its route's handle says so). @param {string} path */
    readsQuery(path) {
      return handleOf(matchesOf(path).at(-1))?.readsQuery === true;
    },
    /** Whether no page claims the address: only the catch-all route (the 404 page) matches it. @param {string} path */
    unclaimed(path) {
      const segments = path.split("/").filter(Boolean);
      const first = segments[0] === "hi" ? segments[1] : segments[0];
      if (firstSegments && first !== undefined && !firstSegments.has(first)) return true;
      const matches = matchesOf(path);
      const last = matches.at(-1);
      return last === undefined || (last.route.path === "*" && matches.length <= 2);
    },
  };
}

/** @typedef {ReturnType<typeof routeTableOf>} RouteTable */
