import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { FILE_COLUMNS } from "../app/photos/named-files.mjs";
import { dataPaths } from "../app/site/data-paths.server.mjs";
import { DAY_MS, dailyBackups } from "./backups.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A data folder whose database has every column that names a file, one photo named and one stray file. */
function dataFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "daily-backups-"));
  folders.push(root);
  const paths = dataPaths(root);
  fs.mkdirSync(paths.uploads, { recursive: true });
  const db = new Database(paths.database);
  for (const { table, column } of FILE_COLUMNS) {
    db.exec(`CREATE TABLE IF NOT EXISTS "${table}" ("id" TEXT)`);
    db.exec(`ALTER TABLE "${table}" ADD COLUMN "${column}" TEXT`);
  }
  db.prepare('INSERT INTO "PhotoStory" ("id", "imageKey") VALUES (?, ?)').run("story", "a".repeat(24));
  db.close();
  fs.writeFileSync(path.join(paths.uploads, `${"a".repeat(24)}-360.jpg`), "a named photo");
  fs.writeFileSync(path.join(paths.uploads, `${"b".repeat(24)}-360.jpg`), "a photo no row names");
  return paths;
}

/** A clock the test moves by hand: timers wait until the test runs them. */
function handClock(start: string) {
  let now = Date.parse(start);
  const timers: { run: () => Promise<void>; at: number }[] = [];
  return {
    clock: { now: () => now, setTimeout: (run: () => Promise<void>, ms: number) => timers.push({ run, at: now + ms }), clearTimeout: () => undefined },
    /** Moves to the next timer and runs it. */
    async next() {
      const timer = timers.shift();
      if (!timer) throw new Error("nothing scheduled");
      now = timer.at;
      await timer.run();
    },
    timers,
  };
}

function logged() {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

describe("daily backups", () => {
  it("makes the first at once, then one a day, each a consistent archive of the named files", async () => {
    const paths = dataFolder();
    const time = handClock("2026-11-22T02:00:00Z");
    const { lines, log } = logged();
    await dailyBackups({ paths, clock: time.clock, log }).start();
    expect(time.timers[0]?.at).toBe(time.clock.now());
    await time.next();
    await time.next();
    expect(fs.readdirSync(paths.backups)).toEqual(["trust-site-20261122-020000.tar.gz", "trust-site-20261123-020000.tar.gz"]);
    expect(lines[0]).toBe(`Daily backup: ${path.join(paths.backups, "trust-site-20261122-020000.tar.gz")} (1 photos, 0 documents); the newest 14 are kept.`);
    expect(time.timers[0]?.at).toBe(Date.parse("2026-11-24T02:00:00Z"));
    const listed = execFileSync("tar", ["-tzf", path.join(paths.backups, "trust-site-20261123-020000.tar.gz")], { encoding: "utf8" });
    expect(listed.split("\n").filter(Boolean).sort()).toEqual(["site.db", "uploads/", `uploads/${"a".repeat(24)}-360.jpg`]);
  });

  it("keeps the newest fourteen", async () => {
    const paths = dataFolder();
    fs.mkdirSync(paths.backups);
    for (let day = 1; day <= 20; day++) fs.writeFileSync(path.join(paths.backups, `trust-site-202611${String(day).padStart(2, "0")}-020000.tar.gz`), "old");
    fs.writeFileSync(path.join(paths.backups, "notes.txt"), "the owner's own file");
    const time = handClock("2026-11-22T02:00:00Z");
    await dailyBackups({ paths, clock: time.clock, log: logged().log }).start();
    await time.next();
    const left = fs.readdirSync(paths.backups).sort();
    expect(left).toHaveLength(15);
    expect(left[0]).toBe("notes.txt");
    expect(left[1]).toBe("trust-site-20261108-020000.tar.gz");
    expect(left.at(-1)).toBe("trust-site-20261122-020000.tar.gz");
  });

  it("after a restart waits for the day since the newest archive", async () => {
    const paths = dataFolder();
    fs.mkdirSync(paths.backups);
    fs.writeFileSync(path.join(paths.backups, "trust-site-20261122-020000.tar.gz"), "made this morning");
    const time = handClock("2026-11-22T09:30:00Z");
    await dailyBackups({ paths, clock: time.clock, log: logged().log }).start();
    expect(time.timers[0]?.at).toBe(Date.parse("2026-11-22T02:00:00Z") + DAY_MS);
  });

  it("logs a failed backup, never throws, and tries again the next day", async () => {
    const paths = dataFolder();
    fs.rmSync(paths.database);
    const time = handClock("2026-11-22T02:00:00Z");
    const { lines, log } = logged();
    await dailyBackups({ paths, clock: time.clock, log }).start();
    await time.next();
    expect(lines).toEqual([`Daily backup failed, trying again tomorrow: No site database at ${paths.database}: set DATA_DIR to the site's data folder.`]);
    expect(time.timers[0]?.at).toBe(Date.parse("2026-11-23T02:00:00Z"));
    expect(fs.existsSync(paths.backups) ? fs.readdirSync(paths.backups) : []).toEqual([]);
  });
});
