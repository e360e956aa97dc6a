// The Remix options of this site. vite.config.ts hands them to the Remix Vite plugin, so
// this file stays the one place that says how Remix treats our routes.
/** @type {{ ignoredRouteFiles: string[]; future: Record<string, boolean> }} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
