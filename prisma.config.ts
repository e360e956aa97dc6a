import fs from "node:fs";
import { defineConfig } from "prisma/config";
import { dataPaths } from "./app/site/data-paths.server.mjs";
import { migrationAdapter } from "./prisma/migration-adapter";

// Prisma skips .env when a config file exists; the database always lives in DATA_DIR.
const paths = dataPaths(process.env.DATA_DIR || "./data");
fs.mkdirSync(paths.root, { recursive: true });
process.env.DATABASE_URL ||= paths.databaseUrl;
const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  engine: "js",
  adapter: async () => migrationAdapter(databaseUrl),
});
