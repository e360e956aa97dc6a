// @ts-check
// npm run restore -- <archive.tar.gz>: puts a backup made by npm run backup into an empty DATA_DIR.
// npm run restore -- --from-offsite [--at "2026-11-20 14:00"]: brings the off-site copy back into
// an empty DATA_DIR, the latest or as it was at a moment (India time unless the moment names its
// own offset), with the same OFFSITE_* settings the site ran with.
// Either way the database's integrity and every file a row names are checked before it says done.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { dataPaths } from "../app/site/data-paths.server.mjs";
import { checkRestoredSite } from "../server/backups.mjs";
import { indiaTime, momentOf, restoreSnapshot, snapshotsOf } from "../server/offsite.mjs";
import { offsiteFolder, offsiteSettingsOf } from "../server/offsite-target.mjs";

const USAGE =
  'Usage: DATA_DIR=<empty folder> npm run restore -- <archive.tar.gz>\n   or: DATA_DIR=<empty folder> npm run restore -- --from-offsite [--at "2026-11-20 14:00"]';

/** @param {string} message @param {number} [code] @returns {never} */
function stop(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let options;
try {
  options = parseArgs({ allowPositionals: true, options: { "from-offsite": { type: "boolean" }, at: { type: "string" } } });
} catch (error) {
  stop(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
const { values, positionals } = options;
const paths = dataPaths(process.env.DATA_DIR || "./data");
const archive = positionals[0];
if (values["from-offsite"] ? archive : !archive || !fs.existsSync(archive) || values.at) stop(USAGE, 2);
if (fs.existsSync(paths.root) && fs.readdirSync(paths.root).length > 0) {
  stop(`${paths.root} is not empty: restore only into an empty DATA_DIR, so nothing is overwritten.`);
}

const from = values["from-offsite"] ? await fromOffsite(values.at) : fromArchive(String(archive));
// The database and the files hold donors' details: the site's user's alone.
fs.chmodSync(paths.root, 0o700);
fs.chmodSync(paths.database, 0o600);
const check = checkRestoredSite(paths);
if (check.integrity !== "ok") stop(`The restored database failed its integrity check: ${check.integrity}`);
if (check.missing.length > 0) stop(`The restored copy lacks ${check.missing.length} files its rows name: ${check.missing.slice(0, 5).join(", ")}`);
const counted = Object.entries(check.rows)
  .filter(([, count]) => count > 0)
  .map(([table, count]) => `${table} ${count}`)
  .join(", ");
console.log(`Restored ${from} into ${paths.root}: the database passed its integrity check; ${check.files} files, every one its rows name.`);
console.log(`Rows: ${counted || "none"}.`);
console.log(`Start the site with DATA_DIR=${paths.root}.`);

/** @param {string} file */
function fromArchive(file) {
  fs.mkdirSync(paths.root, { recursive: true });
  execFileSync("tar", ["-xzf", file, "-C", paths.root]);
  return file;
}

/** @param {string | undefined} at */
async function fromOffsite(at) {
  const moment = at === undefined ? Infinity : momentOf(at);
  if (Number.isNaN(moment)) stop(`--at "${at}" is not a moment: write it as "2026-11-20 14:00" (India time) or 2026-11-20T08:30:00Z.`, 2);
  const settings = offsiteSettingsOf(process.env, paths);
  if (!settings.target)
    stop(
      settings.problem
        ? `Cannot reach the off-site copy: ${settings.problem.detail}.`
        : "OFFSITE_URL is not set: give the same OFFSITE_* settings the site ran with.",
      2,
    );
  fs.mkdirSync(offsiteFolder(paths), { recursive: true, mode: 0o700 });
  const cacheDir = path.join(offsiteFolder(paths), "cache");
  try {
    const snapshots = await snapshotsOf(settings.target, cacheDir);
    const chosen = snapshots.filter((snapshot) => Date.parse(snapshot.time) <= moment).at(-1);
    if (!chosen) {
      throw new Error(
        snapshots.length === 0
          ? `The off-site copy at ${settings.shown} holds no snapshot yet.`
          : `The off-site copy holds nothing from before ${at}: its oldest snapshot is of ${indiaTime(snapshots[0]?.time ?? "")}.`,
      );
    }
    const restoring = path.join(offsiteFolder(paths), "restoring");
    await restoreSnapshot(settings.target, chosen.id, { into: restoring, cacheDir });
    fs.renameSync(path.join(restoring, "site.db"), paths.database);
    fs.renameSync(path.join(restoring, "uploads"), paths.uploads);
    fs.rmSync(restoring, { recursive: true, force: true });
    return `the off-site copy of ${indiaTime(chosen.time)} (snapshot ${chosen.id.slice(0, 8)}, ${settings.shown})`;
  } catch (error) {
    // What this attempt made goes, so the folder is empty for the next one (with the right key, say).
    fs.rmSync(offsiteFolder(paths), { recursive: true, force: true });
    return stop(error instanceof Error ? error.message : String(error));
  }
}
