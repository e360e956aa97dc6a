// @ts-check
// One backup archive of DATA_DIR, consistent while the site runs, for `npm run backup` and for
// the daily backups the server makes with BACKUP_EVERY_DAY=1, from the same consistent snapshot
// (snapshotInto) the off-site copy sends.
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { namedKeysSql, storedFileOf } from "../app/photos/named-files.mjs";

const run = promisify(execFile);
export const DAY_MS = 24 * 60 * 60 * 1000;
const ARCHIVE = /^trust-site-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

/** @param {Date} when */
function stampOf(when) {
  return when.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** When an archive was made, from its name (UTC). @param {string} name */
function madeAt(name) {
  const [, year, month, day, hour, minute, second] = (ARCHIVE.exec(name) ?? []).map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

/**
 * Places in `to` each file of `from` that `to` lacks. A file removed meanwhile is simply left out.
 * @param {string} from @param {string} to @param {(source: string, target: string) => Promise<void>} place
 */
async function placeNewFiles(from, to, place) {
  const there = new Set(await fs.readdir(to));
  for (const name of await fs.readdir(from).catch(() => /** @type {string[]} */ ([]))) {
    if (!there.has(name)) await place(path.join(from, name), path.join(to, name)).catch(() => undefined);
  }
}

/**
 * A consistent copy of the site in `folder`, taken while it runs: site.db from SQLite's online
 * backup, and uploads/ with every file a row of that copy names. Files are placed before and after
 * the database is copied, so a file stored meanwhile is there; those no row names are removed, so
 * every row has its files. A folder kept from an earlier call is brought up to date: only the
 * files it lacks are placed. `place` copies a file, or links it where a link is enough.
 * @param {import("../app/site/data-paths.server.mjs").DataPaths} paths
 * @param {string} folder
 * @param {(source: string, target: string) => Promise<void>} place
 * @returns {Promise<{ photos: number; documents: number; files: number }>} the photos and documents named, the files kept
 */
export async function snapshotInto(paths, folder, place) {
  const uploads = path.join(folder, "uploads");
  await fs.mkdir(uploads, { recursive: true, mode: 0o700 });
  await placeNewFiles(paths.uploads, uploads, place);
  const partial = path.join(folder, "site.db.partial");
  await fs.rm(partial, { force: true });
  const live = new Database(paths.database, { readonly: true, fileMustExist: true });
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }
  await fs.chmod(partial, 0o600);
  await fs.rename(partial, path.join(folder, "site.db"));
  await placeNewFiles(paths.uploads, uploads, place);

  const snapshot = new Database(path.join(folder, "site.db"), { readonly: true });
  /** @param {"photo" | "pdf"} kind */
  const named = (kind) => new Set(snapshot.prepare(namedKeysSql(kind)).pluck().all());
  const keys = { photo: named("photo"), pdf: named("pdf") };
  snapshot.close();
  let files = 0;
  for (const name of await fs.readdir(uploads)) {
    const file = storedFileOf(name);
    if (file && keys[file.kind].has(file.key)) files++;
    else await fs.rm(path.join(uploads, name), { force: true });
  }
  return { photos: keys.photo.size, documents: keys.pdf.size, files };
}

/**
 * Writes one archive, `<backupDir>/trust-site-YYYYMMDD-HHMMSS.tar.gz`.
 * @param {{ paths: import("../app/site/data-paths.server.mjs").DataPaths; backupDir: string; now?: Date }} options
 * @returns {Promise<{ archive: string; photos: number; documents: number }>}
 */
export async function writeBackup({ paths, backupDir, now = new Date() }) {
  await fs.access(paths.database).catch(() => {
    throw new Error(`No site database at ${paths.database}: set DATA_DIR to the site's data folder.`);
  });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "trust-backup-"));
  try {
    const { photos, documents } = await snapshotInto(paths, work, fs.copyFile);

    // The archives hold donors' details: a folder and files the site's user alone may read.
    await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
    const archive = path.join(backupDir, `trust-site-${stampOf(now)}.tar.gz`);
    // Written under a scratch name and renamed: a half-written archive never looks like a backup.
    const partial = `${archive}.partial`;
    try {
      await run("tar", ["-czf", partial, "-C", work, "site.db", "uploads"]);
      await fs.chmod(partial, 0o600);
      await fs.rename(partial, archive);
    } finally {
      await fs.rm(partial, { force: true });
    }
    return { archive, photos, documents };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * The archives in a folder, oldest first.
 * @param {string} backupDir
 */
export async function archivesIn(backupDir) {
  const names = await fs.readdir(backupDir).catch(() => /** @type {string[]} */ ([]));
  return names.filter((name) => ARCHIVE.test(name)).sort();
}

/**
 * Removes all but the newest `keep` archives.
 * @param {string} backupDir @param {number} keep
 */
export async function keepNewest(backupDir, keep) {
  const archives = await archivesIn(backupDir);
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) await fs.rm(path.join(backupDir, name), { force: true });
}

/**
 * @typedef {{ now: () => number; setTimeout: (run: () => Promise<void>, ms: number) => { unref?: () => void } | unknown; clearTimeout: (timer: any) => void }} Clock
 */

/**
 * A backup a day into DATA_DIR/backups, the newest `keep` kept, one line logged each time. A
 * failed backup is logged and tried again the next day; it never stops the site. The first one
 * is due a day after the newest archive already there (at once when there is none), so restarts
 * do not make extra backups.
 * @param {{ paths: import("../app/site/data-paths.server.mjs").DataPaths; keep?: number; clock?: Clock; log?: Pick<Console, "log" | "error"> }} options
 */
export function dailyBackups({ paths, keep = 14, clock = { now: Date.now, setTimeout, clearTimeout }, log = console }) {
  /** @type {unknown} */
  let timer;
  let stopped = false;
  /** @param {number} ms */
  const schedule = (ms) => {
    if (stopped) return;
    timer = clock.setTimeout(() => backUpNow(), ms);
    /** @type {{ unref?: () => void }} */ (timer)?.unref?.();
  };
  const backUpNow = async () => {
    try {
      const { archive, photos, documents } = await writeBackup({ paths, backupDir: paths.backups, now: new Date(clock.now()) });
      await keepNewest(paths.backups, keep);
      log.log(`Daily backup: ${archive} (${photos} photos, ${documents} documents); the newest ${keep} are kept.`);
    } catch (error) {
      log.error(`Daily backup failed, trying again tomorrow: ${error instanceof Error ? error.message : String(error)}`);
    }
    schedule(DAY_MS);
  };
  const start = async () => {
    const newest = (await archivesIn(paths.backups)).at(-1);
    schedule(newest ? Math.max(0, madeAt(newest) + DAY_MS - clock.now()) : 0);
  };
  return {
    start,
    backUpNow,
    stop: () => {
      stopped = true;
      clock.clearTimeout(timer);
    },
  };
}

/**
 * What a restored DATA_DIR holds and whether it is whole: the database's integrity check, every
 * file a row names, and how many rows each table has.
 * @param {import("../app/site/data-paths.server.mjs").DataPaths} paths
 */
export function checkRestoredSite(paths) {
  const db = new Database(paths.database, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(db.pragma("integrity_check", { simple: true }));
    const names = readdirSync(paths.uploads, { withFileTypes: true }).filter((entry) => entry.isFile());
    const stored = new Set(names.map((entry) => storedFileOf(entry.name)).map((file) => (file ? `${file.kind}:${file.key}` : "")));
    /** @type {string[]} */
    const missing = [];
    for (const kind of /** @type {const} */ (["photo", "pdf"])) {
      for (const key of db.prepare(namedKeysSql(kind)).pluck().all()) if (!stored.has(`${kind}:${key}`)) missing.push(`${kind} ${key}`);
    }
    const tables = /** @type {string[]} */ (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%' ORDER BY name").pluck().all()
    );
    const rows = Object.fromEntries(tables.map((table) => [table, Number(db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get())]));
    return { integrity, missing, rows, files: names.length };
  } finally {
    db.close();
  }
}
