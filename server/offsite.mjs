// @ts-check
// The off-site copy while the site runs. Every few seconds (OFFSITE_EVERY_SECONDS, 15 by default)
// it looks whether the database or the uploads changed; when they did, it takes a consistent
// snapshot of the database (SQLite's online backup) beside hard links to the files its rows name,
// and restic sends that as one encrypted snapshot. So the database and its files always travel
// together, and every snapshot is a moment the site can be brought back to. Snapshots older than
// 30 days are forgotten once a day. A failure is logged once an hour and written to the status
// the owner's home shows; the site never waits on any of it.
import fs from "node:fs/promises";
import path from "node:path";
import { INDIA_OFFSET_MS, onIndiaClock } from "../app/i18n/india-clock.mjs";
import { snapshotInto } from "./backups.mjs";
import { NO_TARGET, readOffsiteStatus, writeOffsiteStatus } from "../app/site/offsite-status.server.mjs";
import {
  failureOf,
  isMissingRepository,
  lastLineOf,
  offsiteFolder,
  offsiteSettingsOf,
  problemOf,
  restic,
  SNAPSHOT_HOST,
  SNAPSHOT_PATHS,
} from "./offsite-target.mjs";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const KEEP_WITHIN = "30d";
// The first copy of years of photos over a village line can take long; a dead line is noticed by
// ssh's keep-alives or the S3 client's own time-outs well before this.
const COPY_TIMEOUT_MS = 3 * HOUR_MS;
const CHECK_TIMEOUT_MS = 2 * MINUTE_MS;

/** @typedef {import("../app/site/offsite-status.server.mjs").OffsiteStatus} OffsiteStatus */
/** @typedef {import("../app/site/data-paths.server.mjs").DataPaths} DataPaths */

/**
 * One line on the state of the copy, for the server's log.
 * @param {OffsiteStatus} status @param {number} now
 */
export function statusLine(status, now) {
  if (!status.target && !status.problem) return "Off-site copy: none (OFFSITE_URL is not set), so nothing is copied off this server.";
  const ago = (/** @type {string | null} */ iso) => (iso ? `${iso} (${Math.round((now - Date.parse(iso)) / MINUTE_MS)} min ago)` : "never");
  const where = status.target ?? "OFFSITE_URL";
  if (!status.lastCheckedAt && !status.problem) return `Off-site copy: to ${where}; no copy made yet, the first one starts now.`;
  if (status.problem)
    return `Off-site copy: FAILING since ${status.failingSince ?? "start"} to ${where} (${status.problem}: ${status.detail ?? ""}); last copy ${ago(status.lastCopyAt)}.`;
  return `Off-site copy: ok to ${where}; last copy ${ago(status.lastCopyAt)}, last checked ${ago(status.lastCheckedAt)}, ${status.files ?? 0} files.`;
}

/**
 * @param {{ paths: DataPaths; env: Record<string, string | undefined>; log?: Pick<Console, "log" | "error">; now?: () => number }} options
 */
export function offsiteCopies({ paths, env, log = console, now = Date.now }) {
  const settings = offsiteSettingsOf(env, paths);
  const folder = offsiteFolder(paths);
  const stage = path.join(folder, "stage");
  const cacheDir = path.join(folder, "cache");
  /** @type {OffsiteStatus} */
  let status = { ...NO_TARGET, target: settings.shown };
  let stopped = false;
  let busy = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let copiedPrint = "";
  let repositoryKnown = false;
  let lastLoggedFailure = 0;
  let lastStatusLine = 0;
  let lastPruned = 0;

  const iso = () => new Date(now()).toISOString();
  const save = () => writeOffsiteStatus(paths, status).catch((error) => log.error(`Off-site copy: could not write its status: ${error.message}`));
  const logStatus = () => {
    lastStatusLine = now();
    log.log(statusLine(status, now()));
  };

  /** @param {{ stderr: string; missing?: boolean }} run */
  const failed = async (run) => {
    const wasWorking = !status.problem;
    status = { ...status, problem: problemOf(run), detail: lastLineOf(run.stderr), failingSince: status.failingSince ?? iso() };
    await save();
    if (wasWorking || now() - lastLoggedFailure >= HOUR_MS) {
      lastLoggedFailure = now();
      log.error(`Off-site copy to ${status.target} failed: ${failureOf(run)}. The site serves as before; trying again every ${settings.everyMs / 1000} s.`);
    }
    // A copy cut off half-way leaves restic's lock behind; unlock removes only locks no live run holds.
    if (/locked/i.test(run.stderr) && settings.target) await restic(settings.target, ["unlock"], { cacheDir, timeoutMs: CHECK_TIMEOUT_MS });
  };

  const worked = async (/** @type {Partial<OffsiteStatus>} */ change) => {
    const recovered = Boolean(status.problem);
    status = { ...status, ...change, problem: null, detail: null, failingSince: null, lastCheckedAt: iso() };
    await save();
    if (recovered) log.log(`Off-site copy to ${status.target} works again.`);
  };

  const ensureRepository = async () => {
    if (repositoryKnown || !settings.target) return true;
    const opened = await restic(settings.target, ["cat", "config"], { cacheDir, timeoutMs: CHECK_TIMEOUT_MS });
    const ready = opened.ok || (isMissingRepository(opened) && (await restic(settings.target, ["init"], { cacheDir, timeoutMs: CHECK_TIMEOUT_MS })).ok);
    if (!ready) {
      await failed(opened.ok || isMissingRepository(opened) ? { stderr: `could not make the repository: ${opened.stderr}` } : opened);
      return false;
    }
    repositoryKnown = true;
    return true;
  };

  const copy = async (/** @type {string} */ print) => {
    if (!settings.target || !(await ensureRepository())) return;
    let files;
    try {
      ({ files } = await snapshotInto(paths, stage, linkOrCopy));
    } catch (error) {
      await failed({ stderr: `staging the copy on this server failed: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    const startedAt = iso();
    const run = await restic(settings.target, ["backup", "--host", SNAPSHOT_HOST, "--tag", "site", "--json", "--quiet", ...SNAPSHOT_PATHS], {
      cwd: stage,
      cacheDir,
      timeoutMs: COPY_TIMEOUT_MS,
    });
    if (!run.ok) return failed(run);
    copiedPrint = print;
    const summary = run.stdout
      .split("\n")
      .reverse()
      .find((line) => line.includes('"summary"'));
    const snapshot = summary ? String(JSON.parse(summary).snapshot_id ?? "").slice(0, 8) : null;
    await worked({ lastCopyAt: startedAt, snapshot, files });
  };

  const check = async () => {
    if (!settings.target) return;
    const run = await restic(settings.target, ["cat", "config"], { cacheDir, timeoutMs: CHECK_TIMEOUT_MS });
    if (run.ok) await worked({});
    else await failed(run);
  };

  const prune = async () => {
    if (!settings.target) return;
    lastPruned = now();
    const run = await restic(settings.target, ["forget", "--host", SNAPSHOT_HOST, "--keep-within", KEEP_WITHIN, "--prune", "--quiet"], {
      cacheDir,
      timeoutMs: COPY_TIMEOUT_MS,
    });
    if (!run.ok) await failed(run);
  };

  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const print = await fingerprint(paths);
      if (print !== copiedPrint) await copy(print);
      else if (status.problem || !status.lastCheckedAt || now() - Date.parse(status.lastCheckedAt) >= HOUR_MS) await check();
      if (!status.problem && status.lastCopyAt && now() - lastPruned >= DAY_MS) await prune();
      if (now() - lastStatusLine >= HOUR_MS) logStatus();
    } catch (error) {
      log.error(`Off-site copy: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      busy = false;
      if (!stopped) timer = setTimeout(tick, settings.everyMs).unref();
    }
  };

  return {
    settings,
    async start() {
      const kept = await readOffsiteStatus(paths);
      // What an earlier run of the site copied to the same place still counts.
      if (settings.target && kept.target === settings.shown) status = { ...kept, problem: null, detail: null, failingSince: null };
      if (settings.problem) status = { ...status, problem: settings.problem.code, detail: settings.problem.detail, failingSince: iso() };
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      await save();
      logStatus();
      // Forgetting old snapshots waits a day after a start, so restarts do not each prune.
      lastPruned = now();
      if (settings.target) timer = setTimeout(tick, 0).unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** What a change to the database or the uploads changes: sizes and times of the files. @param {DataPaths} paths */
async function fingerprint(paths) {
  const parts = await Promise.all(
    [paths.database, `${paths.database}-wal`, paths.uploads].map((file) =>
      fs.stat(file).then(
        (stat) => `${stat.size}:${stat.mtimeMs}`,
        () => "-",
      ),
    ),
  );
  return parts.join("|");
}

/**
 * A file into the staging folder as a hard link: it costs no room, and an unchanged file keeps its
 * inode, so restic reads it again only when it changed. Another filesystem gets a copy.
 * @param {string} source @param {string} target
 */
function linkOrCopy(source, target) {
  return fs.link(source, target).catch((error) => (error.code === "EXDEV" || error.code === "EPERM" ? fs.copyFile(source, target) : Promise.reject(error)));
}

/**
 * The snapshots the off-site copy holds, oldest first.
 * @param {import("./offsite-target.mjs").OffsiteTarget} target @param {string} cacheDir
 * @returns {Promise<Array<{ id: string; time: string }>>}
 */
export async function snapshotsOf(target, cacheDir) {
  const run = await restic(target, ["snapshots", "--host", SNAPSHOT_HOST, "--json"], { cacheDir, timeoutMs: CHECK_TIMEOUT_MS });
  if (!run.ok) throw new Error(`The off-site copy could not be read: ${failureOf(run)}`);
  /** @type {Array<{ id: string; time: string }>} */
  const listed = JSON.parse(run.stdout || "[]");
  return listed.map(({ id, time }) => ({ id, time })).sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/**
 * Brings one snapshot's database and files into `into` (site.db and uploads/).
 * @param {import("./offsite-target.mjs").OffsiteTarget} target @param {string} snapshot
 * @param {{ into: string; cacheDir: string }} options
 */
export async function restoreSnapshot(target, snapshot, { into, cacheDir }) {
  const run = await restic(target, ["restore", snapshot, "--target", into], { cacheDir, timeoutMs: COPY_TIMEOUT_MS });
  if (!run.ok) throw new Error(`Restoring snapshot ${snapshot.slice(0, 8)} failed: ${failureOf(run)}`);
}

/**
 * The moment `--at` names, in ms: "2026-11-20 14:00" (or with seconds) in India time, or an ISO
 * moment with its own offset; NaN for anything else.
 * @param {string} text
 */
export function momentOf(text) {
  const trimmed = text.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(trimmed);
  if (local) return Date.parse(`${local[1]}T${local[2]}${local[3] ?? ":00"}Z`) - INDIA_OFFSET_MS;
  return /(?:Z|[+-]\d{2}:\d{2})$/i.test(trimmed) ? Date.parse(trimmed) : NaN;
}

/** A moment as --at takes it back: "2026-11-20 14:05:09 India time". @param {string} iso */
export function indiaTime(iso) {
  return `${onIndiaClock(iso).replace("T", " ")} India time`;
}
