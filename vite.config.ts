/// <reference types="vitest/config" />
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { ENHANCEMENTS_BUNDLE } from "./app/enhancements/bundle";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const underVitest = Boolean(process.env.VITEST);

// The public pages run no React in the browser: their few behaviours are one small module,
// built beside the Remix bundles under a fixed name that the server links with its content hash.
function siteEnhancements(): Plugin {
  let serverBuild = false;
  return {
    name: "site-enhancements",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      if (serverBuild) return;
      this.emitFile({ type: "chunk", id: path.resolve(ENHANCEMENTS_BUNDLE.entry), fileName: ENHANCEMENTS_BUNDLE.file });
    },
  };
}

export default defineConfig({
  plugins: underVitest ? [] : [tailwindcss(), remix(remixOptions), siteEnhancements()],
  resolve: { alias: { "~": path.resolve("app") } },
  build: {
    target: "es2020",
    rollupOptions: {
      // Remix makes every route module a browser entry. A resource route (the JSON API, the photo
      // upload, the healthcheck) has no browser code at all, so its chunk is empty by design and
      // is never loaded: that warning, and only that one, says nothing worth reading.
      onwarn(warning, warn) {
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  test: {
    include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts", "server/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
