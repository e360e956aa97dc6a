// @ts-check
// The off-site copy's state, as the server's copying writes it and the owner's home reads it:
// one small JSON file under DATA_DIR/offsite. Plain JavaScript: the server and the app share it.
import fs from "node:fs/promises";
import path from "node:path";

/** Older than this, a copy that was working is told to the owner as late. */
export const LATE_AFTER_MS = 75 * 60 * 1000;

/**
 * @typedef {{
 *   target: string | null;
 *   problem: import("../../server/offsite-target.mjs").OffsiteProblem | null;
 *   detail: string | null;
 *   lastCopyAt: string | null;
 *   lastCheckedAt: string | null;
 *   failingSince: string | null;
 *   snapshot: string | null;
 *   files: number | null;
 * }} OffsiteStatus
 */

/** @type {OffsiteStatus} */
export const NO_TARGET = Object.freeze({
  target: null,
  problem: null,
  detail: null,
  lastCopyAt: null,
  lastCheckedAt: null,
  failingSince: null,
  snapshot: null,
  files: null,
});

/** @param {import("./data-paths.server.mjs").DataPaths} paths */
function offsiteStatusFile(paths) {
  return path.join(paths.root, "offsite", "status.json");
}

/**
 * The state last written; a site that never started its copying (or an unreadable file) has none.
 * @param {import("./data-paths.server.mjs").DataPaths} paths
 * @returns {Promise<OffsiteStatus>}
 */
export async function readOffsiteStatus(paths) {
  try {
    const kept = JSON.parse(await fs.readFile(offsiteStatusFile(paths), "utf8"));
    return { ...NO_TARGET, ...pick(kept) };
  } catch {
    return NO_TARGET;
  }
}

/** Only the known fields, each a string, a number or null. @param {unknown} kept */
function pick(kept) {
  if (!kept || typeof kept !== "object") return {};
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const name of Object.keys(NO_TARGET)) {
    const value = /** @type {Record<string, unknown>} */ (kept)[name];
    if (value === null || typeof value === "string" || typeof value === "number") fields[name] = value;
  }
  return fields;
}

/**
 * Written under a scratch name and renamed, so a reader never sees half a file.
 * @param {import("./data-paths.server.mjs").DataPaths} paths
 * @param {OffsiteStatus} status
 */
export async function writeOffsiteStatus(paths, status) {
  const file = offsiteStatusFile(paths);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  await fs.writeFile(partial, JSON.stringify(status, null, 2), { mode: 0o600 });
  await fs.rename(partial, file);
}
