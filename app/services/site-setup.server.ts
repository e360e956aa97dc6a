import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { fillEmptySiteWithDemoContent } from "~/models/demo-content.server";
import { createOwner, ownerExists } from "~/models/owner.server";
import { sweepUnreferencedPhotos } from "~/models/photo-story.server";
import { closeDb, db } from "./db.server";
import { siteConfig, type SiteConfig } from "./env.server";

const run = promisify(execFile);

/** Everything a start does before it takes requests; returns what the server needs to listen. */
export async function prepareSite(): Promise<{ port: number; trustProxy: boolean; uploads: string; corsOrigins: string[] }> {
  const config = siteConfig();
  await fs.mkdir(config.paths.uploads, { recursive: true });
  await fs.mkdir(config.paths.scratch, { recursive: true });
  await applyMigrations(config);
  await db().$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await ensureOwner(config);
  if (config.demoContent) await fillEmptySiteWithDemoContent();
  await fs.rm(config.paths.scratch, { recursive: true, force: true });
  await fs.mkdir(config.paths.scratch, { recursive: true });
  await sweepUnreferencedPhotos();
  return { port: config.port, trustProxy: config.trustProxy, uploads: config.paths.uploads, corsOrigins: config.corsOrigins };
}

export async function closeSite(): Promise<void> {
  await closeDb();
}

async function applyMigrations(config: SiteConfig) {
  const require = createRequire(import.meta.url);
  const prismaCli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
  await run(process.execPath, [prismaCli, "migrate", "deploy"], {
    cwd: projectRoot(require),
    env: { ...process.env, DATA_DIR: config.paths.root, DATABASE_URL: config.paths.databaseUrl },
  });
}

function projectRoot(require: NodeRequire): string {
  return path.resolve(path.dirname(require.resolve("prisma/package.json")), "..", "..");
}

async function ensureOwner(config: SiteConfig) {
  if (await ownerExists()) return;
  if (config.owner) {
    await createOwner(config.owner.userid, config.owner.password);
    console.log(`Created the owner "${config.owner.userid}" from OWNER_USERID and OWNER_PASSWORD.`);
    return;
  }
  if (config.production) {
    console.warn("No owner yet: set OWNER_USERID and OWNER_PASSWORD and restart to create one.");
    return;
  }
  const password = crypto.randomBytes(9).toString("base64url");
  await createOwner("owner", password);
  console.log(`Created a local owner. Log in at /login with userid "owner" and password "${password}" (shown only this once).`);
}
