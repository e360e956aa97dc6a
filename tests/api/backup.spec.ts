import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ demoContent: true });
});
test.afterAll(async () => {
  await site?.stop();
});

function backUp(): string {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "trust-backups-"));
  execFileSync(process.execPath, ["scripts/backup.mjs"], { env: { ...process.env, DATA_DIR: site.dataDir, BACKUP_DIR: backupDir } });
  const [archive] = fs.readdirSync(backupDir);
  expect(archive).toMatch(/^trust-site-\d{8}-\d{6}\.tar\.gz$/);
  return path.join(backupDir, archive ?? "");
}

function restore(archive: string): string {
  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trust-restore-")), "data");
  execFileSync(process.execPath, ["scripts/restore.mjs", archive], { env: { ...process.env, DATA_DIR: target } });
  return target;
}

/** Every row of every table the site keeps, whatever tables later versions add. */
function rows(dataDir: string) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '_prisma_migrations' ORDER BY name")
    .pluck()
    .all() as string[];
  const sorted = (table: string) =>
    db
      .prepare(`SELECT * FROM "${table}"`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
  const all = Object.fromEntries(tables.map((table) => [table, sorted(table)]));
  db.close();
  return all;
}

function files(dataDir: string) {
  const folder = path.join(dataDir, "uploads");
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(folder, name)).toString("base64")]),
  );
}

test("a backup taken under write load restores into a consistent site", async ({ request }) => {
  const login = await request.post(`${site.baseURL}/api/v1/user/login`, { data: { userid: OWNER.userid, password: OWNER.password } });
  const token = ((await login.json()) as { data: { refreshToken: string } }).data.refreshToken;
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const response = await request.post(`${site.baseURL}/api/v1/update/add_Notice`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { update: `Notice written during the backup, number ${written}` },
      });
      expect(response.status()).toBe(200);
      written++;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const archive = backUp();
  writing = false;
  await writer;
  expect(written).toBeGreaterThan(0);

  const restored = restore(archive);
  const db = new Database(path.join(restored, "site.db"), { readonly: true });
  expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
  const keys = db.prepare("SELECT imageKey FROM PhotoStory UNION SELECT imageKey FROM GalleryPhoto").pluck().all() as string[];
  const documents = db.prepare("SELECT fileKey || '.pdf' FROM Document").pluck().all() as string[];
  db.close();
  // The demo's three photo stories and four gallery photos.
  expect(keys).toHaveLength(7);
  const stored = fs.readdirSync(path.join(restored, "uploads"));
  for (const key of keys) expect(stored.filter((name) => name.startsWith(`${key}-`)).length).toBe(9);
  for (const document of documents) expect(stored).toContain(document);
  expect(stored.every((name) => keys.includes(name.split("-")[0] ?? "") || documents.includes(name))).toBe(true);
});

test("a backup of a quiet site restores every row and every file exactly", () => {
  const restored = restore(backUp());
  const before = rows(site.dataDir);
  for (const table of [
    "TrustDetails",
    "TeamMember",
    "Video",
    "ArticleLink",
    "Faq",
    "Programme",
    "DemoRow",
    "WorkCounter",
    "Notice",
    "PhotoStory",
    "GalleryGroup",
    "GalleryPhoto",
    "Document",
  ]) {
    expect(before[table]?.length, table).toBeGreaterThan(0);
  }
  expect(rows(restored)).toEqual(before);
  expect(files(restored)).toEqual(files(site.dataDir));
});

test("restore refuses a folder that is not empty", () => {
  const archive = backUp();
  expect(() => execFileSync(process.execPath, ["scripts/restore.mjs", archive], { env: { ...process.env, DATA_DIR: site.dataDir }, stdio: "pipe" })).toThrow(
    /not empty/,
  );
});

test("the data folder, the database and every backup are the site's user's alone: they hold donors' details", () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;
  expect(mode(site.dataDir)).toBe(0o700);
  expect(mode(path.join(site.dataDir, "site.db"))).toBe(0o600);
  expect(mode(backUp())).toBe(0o600);
  // The keys stay out of every backup.
  const listing = execFileSync("tar", ["-tzf", backUp()], { encoding: "utf8" });
  expect(listing).not.toMatch(/session-secret|donor-data-key/);
});

test("the owner downloads a complete backup from the owner's area, made on request and kept nowhere public", async ({ request }) => {
  const refused = await fetch(`${site.baseURL}/login-home/backup.tar.gz`, { redirect: "manual" });
  expect(refused.status).toBe(302);
  const login = await request.post(`${site.baseURL}/login`, { form: { userid: OWNER.userid, password: OWNER.password }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const answer = await request.get(`${site.baseURL}/login-home/backup.tar.gz`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="trust-site-\d{8}-\d{6}\.tar\.gz"$/);
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trust-download-")), "backup.tar.gz");
  fs.writeFileSync(archive, await answer.body());
  const restored = restore(archive);
  expect(rows(restored)).toEqual(rows(site.dataDir));
  // Nothing of it stays on the server once sent.
  await expect.poll(() => fs.readdirSync(path.join(site.dataDir, "tmp")).filter((name) => name.startsWith("backup-"))).toEqual([]);
});
