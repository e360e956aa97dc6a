import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { fillEmptySiteWithDemoContent } from "~/domain/demo-content.server";
import { createOwner, ownerExists } from "~/domain/owner.server";
import { sweepUnreferencedUploads } from "~/domain/uploads-sweep.server";
import { closeDb, db } from "~/site/db.server";
import { projectRoot } from "~/site/project-root.server";
import { EnvironmentError, siteConfig, type SiteConfig } from "~/site/env.server";
import { purgeOldGuesses } from "~/domain/guessing.server";
import { purgeBin } from "~/domain/bin.server";
import { sealPlainIdNumbers } from "~/domain/donation.server";
import { startReceiptMail, stopReceiptMail } from "~/domain/receipt-mail.server";
import { purgeExpiredSessions } from "~/http/session.server";
import { purgeOldSendings } from "~/http/sent-forms.server";
import { letOldIncomingGo } from "~/photos/incoming-files.server";

const run = promisify(execFile);

/** The login of a local owner made at this start, for the server to print once it serves. */
type FirstLogin = { userid: string; password: string };

/** What the server needs from the app to listen. */
type SiteSettings = Pick<SiteConfig, "port" | "trustProxyHops" | "corsOrigins" | "publicOrigin" | "paths" | "backupEveryDay"> & {
  firstLogin: FirstLogin | null;
};

const PURGE_EVERY_MS = 60 * 60 * 1000;
let purgeTimer: NodeJS.Timeout | undefined;

/** Everything a start does before it takes requests. */
export async function prepareSite(): Promise<SiteSettings> {
  const config = siteConfig();
  await fs.mkdir(config.paths.uploads, { recursive: true });
  await fs.mkdir(config.paths.scratch, { recursive: true });
  await applyMigrations(config);
  await db().$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await keepPrivate(config);
  const sealed = await sealPlainIdNumbers();
  if (sealed > 0) console.log(`Sealed the ID numbers of ${sealed} donations kept before sealing (DONOR_DATA_KEY).`);
  await purgeExpired();
  purgeTimer = setInterval(() => {
    purgeExpired().catch((error: unknown) => console.error("Purging expired sessions and the bin failed:", error));
  }, PURGE_EVERY_MS).unref();
  const firstLogin = await ensureOwner(config);
  if (config.demoContent) await fillEmptySiteWithDemoContent();
  await fs.rm(config.paths.scratch, { recursive: true, force: true });
  await fs.mkdir(config.paths.scratch, { recursive: true });
  // Preview pictures are made again on demand: none outlives the photo it was made from.
  await fs.rm(config.paths.shareCache, { recursive: true, force: true });
  await sweepUnreferencedUploads();
  await letOldIncomingGo();
  startReceiptMail();
  const { port, trustProxyHops, corsOrigins, publicOrigin, paths, backupEveryDay } = config;
  return { port, trustProxyHops, corsOrigins, publicOrigin, paths, backupEveryDay, firstLogin };
}

export async function closeSite(): Promise<void> {
  clearInterval(purgeTimer);
  await stopReceiptMail();
  await closeDb();
}

/** Expired sessions, old failed logins, forms sent days ago and what has waited its days in the bin go. */
async function purgeExpired() {
  await purgeExpiredSessions();
  await purgeOldGuesses();
  await purgeOldSendings();
  await purgeBin();
}

/**
 * The data folder holds donors' details: only the site's user may open it, and the database's
 * files (SQLite gives its journal the database's own mode) are the site's user's alone.
 */
async function keepPrivate(config: SiteConfig) {
  await fs.chmod(config.paths.root, 0o700);
  for (const file of [config.paths.database, `${config.paths.database}-wal`, `${config.paths.database}-shm`]) {
    await fs.chmod(file, 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}

async function applyMigrations(config: SiteConfig) {
  const root = projectRoot();
  // Most starts have nothing to apply, and then need no write lock: a backup reading the
  // database at the same moment does not stop the site from starting.
  if (!(await migrationsPending(path.join(root, "prisma", "migrations"), config))) return;
  const prismaCli = path.join(root, "node_modules", "prisma", "build", "index.js");
  try {
    await run(process.execPath, [prismaCli, "migrate", "deploy"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: config.paths.root, DATABASE_URL: config.paths.databaseUrl },
    });
  } catch (error) {
    const output = error instanceof Error && "stderr" in error ? String(error.stderr) : String(error);
    const reason = /database is locked|SQLITE_BUSY|SocketTimeout/i.test(output)
      ? "another program (a backup?) keeps the database busy; try again when it is done"
      : (output
          .split("\n")
          .find((line) => /error/i.test(line))
          ?.trim() ?? "the migration failed");
    throw new EnvironmentError(`Cannot start: could not bring ${config.paths.database} up to date: ${reason}.`);
  }
}

/** Whether this version knows migrations the database has not had; a database ahead of it is refused. */
async function migrationsPending(folder: string, config: SiteConfig): Promise<boolean> {
  const known = (await fs.readdir(folder)).filter((name) => /^\d{14}_/.test(name));
  let applied: string[];
  try {
    const rows = await db().$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    applied = rows.map((row) => row.migration_name);
  } catch {
    return true;
  }
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new EnvironmentError(
      `Cannot start: ${config.paths.database} was brought up to date by a newer version of the site (${unknown.join(", ")}); run that version, or restore a backup made with this one.`,
    );
  }
  return known.some((name) => !applied.includes(name));
}

/** Makes the owner when there is none; a local owner's made-up login is returned to be shown once. */
async function ensureOwner(config: SiteConfig): Promise<FirstLogin | null> {
  if (await ownerExists()) return null;
  if (config.owner) {
    await createOwner(config.owner.userid, config.owner.password);
    console.log(`Created the owner "${config.owner.userid}" from OWNER_USERID and OWNER_PASSWORD.`);
    return null;
  }
  if (config.production) {
    console.warn("No owner yet: set OWNER_USERID and OWNER_PASSWORD and restart to create one.");
    return null;
  }
  const login = { userid: "owner", password: crypto.randomBytes(9).toString("base64url") };
  await createOwner(login.userid, login.password);
  return login;
}
