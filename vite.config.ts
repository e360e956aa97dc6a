/// <reference types="vitest/config" />
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const underVitest = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: underVitest ? [] : [tailwindcss(), remix(remixOptions)],
  resolve: { alias: { "~": path.resolve("app") } },
  build: { target: "es2020" },
  server: { port: Number(process.env.PORT ?? 3000) },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
