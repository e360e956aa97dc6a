// @ts-check
// npm run bench:offsite: the off-site copy against a real SFTP account on localhost (Debian's
// OpenSSH server), at the default OFFSITE_EVERY_SECONDS. Prints how long after a committed
// change it reaches the copy (several changes at random moments), then makes a site of 1,000
// gallery photos (each with its nine sizes, every file different), and prints how long their
// first copy takes and how long `npm run restore -- --from-offsite` takes to bring it all back
// into an empty folder. Loopback only: the figures leave out the network a real copy crosses.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { startSftpTarget } from "../tests/support/offsite-targets.mjs";
import { OWNER, startSite } from "../tests/support/site.mjs";

const CHANGES = Number(process.env.OFFSITE_CHANGES ?? 5);
const PHOTOS = Number(process.env.OFFSITE_PHOTOS ?? 1000);
const targets = { lagSeconds: 60 };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {string} dataDir @returns {{ lastCopyAt: string | null; lastCheckedAt: string | null; snapshot: string | null; files: number | null; problem: string | null }} */
const statusOf = (dataDir) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, "offsite", "status.json"), "utf8"));
  } catch {
    return { lastCopyAt: null, lastCheckedAt: null, snapshot: null, files: null, problem: null };
  }
};

/** Waits until a copy begun at or after `since` has reached the store; returns when it was seen. @param {string} dataDir @param {number} since */
async function copiedSince(dataDir, since, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = statusOf(dataDir);
    if (status.problem) throw new Error(`The copy failed: ${status.problem}`);
    if (status.lastCopyAt && Date.parse(status.lastCopyAt) >= since) return Date.now();
    await sleep(100);
  }
  throw new Error("No copy within the time allowed");
}

/** @param {string} folder */
function bytesIn(folder) {
  return fs.readdirSync(folder).reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
}

/** @param {string} baseURL */
async function bearer(baseURL) {
  const login = await fetch(`${baseURL}/api/v1/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(OWNER) });
  return `Bearer ${/** @type {{ data: { refreshToken: string } }} */ (await login.json()).data.refreshToken}`;
}

/** Gallery photos copied from the demo's first one, each file made different by a few random bytes after the image. @param {string} dataDir @param {number} count */
function addPhotos(dataDir, count) {
  const db = new Database(path.join(dataDir, "site.db"));
  const model = /** @type {{ id: string; imageKey: string }} */ (db.prepare(`SELECT id, imageKey FROM "GalleryPhoto" ORDER BY position LIMIT 1`).get());
  const uploads = path.join(dataDir, "uploads");
  const variants = fs.readdirSync(uploads).filter((name) => name.startsWith(`${model.imageKey}-`));
  const insert = db.prepare(
    `INSERT INTO "GalleryPhoto" (id, groupId, caption, captionHi, imageKey, width, height, position, createdAt) SELECT ?, groupId, ?, captionHi, ?, width, height, ?, createdAt FROM "GalleryPhoto" WHERE id = ?`,
  );
  db.transaction(() => {
    for (let index = 0; index < count; index++) {
      const key = crypto.randomBytes(12).toString("hex");
      for (const name of variants) {
        const bytes = fs.readFileSync(path.join(uploads, name));
        fs.writeFileSync(path.join(uploads, name.replace(model.imageKey, key)), Buffer.concat([bytes, crypto.randomBytes(16)]));
      }
      insert.run(`bench${key}`, `Bench photo ${index + 1}`, key, 1000 + index, model.id);
    }
  })();
  db.close();
  return variants.length * count;
}

const target = await startSftpTarget();
const cleanup = [];
try {
  const site = await startSite({ demoContent: true, env: target.env });
  cleanup.push(site);
  await copiedSince(site.dataDir, 0);
  const auth = await bearer(site.baseURL);
  /** @type {number[]} */
  const lags = [];
  for (let change = 0; change < CHANGES; change++) {
    await sleep(Math.random() * 15_000);
    const answer = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
      method: "POST",
      headers: { Authorization: auth, "Content-Type": "application/json" },
      body: JSON.stringify({ update: `Bench notice ${change + 1}` }),
    });
    if (!answer.ok) throw new Error(`add_Notice answered ${answer.status}`);
    const committed = Date.now();
    lags.push(((await copiedSince(site.dataDir, committed)) - committed) / 1000);
  }
  console.log(`Each change reached the copy after: ${lags.map((lag) => `${lag.toFixed(1)} s`).join(", ")}`);
  lags.sort((a, b) => a - b);
  console.log(
    `Commit to off-site copy (${CHANGES} changes, every ${Number(process.env.OFFSITE_EVERY_SECONDS ?? 15)} s): median ${lags[Math.floor(lags.length / 2)]?.toFixed(1)} s, worst ${lags.at(-1)?.toFixed(1)} s (target: within ${targets.lagSeconds} s)`,
  );
  await site.kill();

  const files = addPhotos(site.dataDir, PHOTOS);
  const megabytes = (bytesIn(path.join(site.dataDir, "uploads")) / 1024 / 1024).toFixed(0);
  const restarted = await startSite({ dataDir: site.dataDir, env: target.env });
  cleanup.push(restarted);
  const copyStarted = Date.now();
  await copiedSince(restarted.dataDir, copyStarted);
  console.log(`First copy of ${PHOTOS} more photos (${files} files, ${megabytes} MB of uploads in all): ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`);
  await restarted.kill();

  const restored = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trust-bench-restore-")), "data");
  const restoreStarted = Date.now();
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/restore.mjs", "--from-offsite"], {
    env: { ...process.env, ...target.env, DATA_DIR: restored },
  });
  const restoreSeconds = (Date.now() - restoreStarted) / 1000;
  console.log(
    `Restore of the site with ${PHOTOS} photos into an empty folder: ${restoreSeconds.toFixed(1)} s (${fs.readdirSync(path.join(restored, "uploads")).length} files, integrity and every named file checked)`,
  );
  console.log(stdout.split("\n")[0]);
  fs.rmSync(path.dirname(restored), { recursive: true, force: true });
} finally {
  for (const site of cleanup) await site.stop();
  await target.stop();
  fs.rmSync(path.dirname(target.storage), { recursive: true, force: true });
}
