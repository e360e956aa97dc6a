import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { ownerBearer, ownerCookie, ownerFormPoster } from "../support/owner-http";
import { makeJpeg } from "../support/photos";
import { startS3Target, startSftpTarget, storageHolds, type OffsiteTarget } from "../support/offsite-targets.mjs";
import { startSite, type RunningSite } from "../support/site.mjs";
import { daysAgo } from "../support/donations";

// Nothing lost even when the server is lost: with OFFSITE_URL set, every change reaches a real
// SFTP account or S3-compatible store on localhost, encrypted; a new, empty data folder is brought
// back from it with one command, as the site is now or as it was at a moment; and a store that
// stops answering leaves the site serving and the owner's home saying so.

const PAN = "ABCDE1234F";
const NOTICE = "Eye camp at the Karanda school on Sunday";

type Status = { problem: string | null; lastCopyAt: string | null; lastCheckedAt: string | null };
const statusOf = (site: RunningSite): Status => JSON.parse(fs.readFileSync(path.join(site.dataDir, "offsite", "status.json"), "utf8"));

/** Waits until a copy made after `after` (ms) has reached the store. */
async function copiedAfter(site: RunningSite, after: number) {
  await expect
    .poll(
      () => {
        const status = statusOf(site);
        return !status.problem && status.lastCopyAt !== null && Date.parse(status.lastCopyAt) > after;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}

/** `npm run restore -- --from-offsite [--at]` into a new, empty folder; the store keeps answering meanwhile. */
async function restoreInto(target: OffsiteTarget, at?: string): Promise<{ dataDir: string; output: string }> {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trust-offsite-restore-")), "data");
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/restore.mjs", "--from-offsite", ...(at ? ["--at", at] : [])], {
    env: { ...process.env, ...target.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { dataDir, output: stdout };
}

/** Every row of every table, whatever tables later versions add. */
function rowsOf(dataDir: string): Record<string, string[]> {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const rows = Object.fromEntries(
    tables.map((table) => [
      table,
      db
        .prepare(`SELECT * FROM "${table}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
  db.close();
  return rows;
}

const noticesIn = (dataDir: string) => {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const texts = db.prepare(`SELECT "update" FROM "Notice"`).pluck().all() as string[];
  db.close();
  return texts;
};

const siteOn = (target: OffsiteTarget, dataDir?: string) => startSite({ demoContent: true, dataDir, env: { ...target.env, OFFSITE_EVERY_SECONDS: "1" } });

async function ownerHome(site: RunningSite) {
  return (await fetch(`${site.baseURL}/login-home`, { headers: { Cookie: await ownerCookie(site.baseURL) } })).text();
}

/** A notice posted through the JSON API, as the owner's app posts it; its id. */
async function addNotice(site: RunningSite, update: string): Promise<string> {
  const notice = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
    method: "POST",
    headers: { ...(await ownerBearer(site.baseURL)), "Content-Type": "application/json" },
    body: JSON.stringify({ update }),
  });
  expect(notice.status).toBe(200);
  return ((await notice.json()) as { data: { _id: string } }).data._id;
}

/** A notice, a photo story and a donation with the donor's PAN, written as the owner writes them; the notice's id. */
async function writeTheBooks(site: RunningSite) {
  const auth = await ownerBearer(site.baseURL);
  const noticeId = await addNotice(site, NOTICE);
  const photo = new FormData();
  photo.set("details", "New benches for the village school");
  photo.set("image", new Blob([new Uint8Array(await makeJpeg(1600, 1200))], { type: "image/jpeg" }), "benches.jpg");
  expect((await fetch(`${site.baseURL}/api/v1/content/add_Content`, { method: "POST", headers: auth, body: photo })).status).toBe(200);
  const post = ownerFormPoster(site.baseURL, await ownerCookie(site.baseURL));
  const donation = await post("/login-home/donations/new", {
    name: "Ramesh Kumar",
    address: "Village Karanda\nGhazipur 233001",
    idType: "pan",
    idNumber: PAN,
    amount: "12500",
    date: daysAgo(0),
    mode: "cash",
    purpose: "corpus",
    contact: "9876543210",
  });
  expect(donation.status, await donation.clone().text()).toBe(302);
  return noticeId;
}

for (const startTarget of [startSftpTarget, startS3Target]) {
  const kind = startTarget === startSftpTarget ? "an SFTP account" : "an S3-compatible store";

  test.describe(`off-site copy to ${kind}`, () => {
    test.describe.configure({ mode: "serial" });
    let target: OffsiteTarget;
    const sites: RunningSite[] = [];
    test.beforeAll(async () => {
      target = await startTarget();
    });
    test.afterAll(async () => {
      for (const site of sites) await site.stop();
      await target?.stop();
    });

    test("every change is copied off, encrypted, and an empty data folder is brought back whole with one command", async () => {
      test.setTimeout(180_000);
      const site = await siteOn(target);
      sites.push(site);
      const started = Date.now();
      const noticeId = await writeTheBooks(site);
      await copiedAfter(site, started);
      const home = await ownerHome(site);
      expect(home).toContain('data-offsite="ok"');
      expect(home).toContain("The database and every photo and document are copied off the server.");

      // What left the server is unreadable without OFFSITE_KEY: no PAN, not even the notice.
      expect(storageHolds(target.storage, PAN)).toBe(false);
      expect(storageHolds(target.storage, NOTICE)).toBe(false);
      expect(storageHolds(target.storage, "Ramesh Kumar")).toBe(false);

      // One last change, copied; then the server is lost: its data folder is gone.
      const lastWord = Date.now();
      await addNotice(site, "The last notice before the server is lost");
      await copiedAfter(site, lastWord);
      await site.kill();
      const rowsBefore = rowsOf(site.dataDir);
      const filesBefore = fs.readdirSync(path.join(site.dataDir, "uploads")).sort();
      fs.rmSync(site.dataDir, { recursive: true, force: true });

      const { dataDir, output } = await restoreInto(target);
      expect(output).toMatch(/^Restored the off-site copy of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} India time/m);
      expect(output).toContain("the database passed its integrity check");
      expect(output).toMatch(/Rows: .*Donation 1.*Notice 5/);
      expect(rowsOf(dataDir)).toEqual(rowsBefore);
      expect(fs.readdirSync(path.join(dataDir, "uploads")).sort()).toEqual(filesBefore);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

      const restored = await siteOn(target, dataDir);
      sites.push(restored);
      expect(await (await fetch(`${restored.baseURL}/updates`)).text()).toContain(NOTICE);
      const stories = (await (await fetch(`${restored.baseURL}/api/v1/content/get_Content`, { headers: await ownerBearer(restored.baseURL) })).json()) as {
        data: Array<{ details: string; image: string }>;
      };
      expect(stories.data).toHaveLength(rowsBefore.PhotoStory?.length ?? -1);
      const benches = stories.data.find((story) => story.details === "New benches for the village school");
      expect((await fetch(benches?.image ?? "")).status).toBe(200);
      const cookie = await ownerCookie(restored.baseURL);
      const register = await (await fetch(`${restored.baseURL}/login-home/donations?q=${PAN}`, { headers: { Cookie: cookie } })).text();
      expect(register).toContain("Ramesh Kumar");

      // A deletion, then the copy as it was a moment before it brings the notice back.
      const beforeDeletion = Date.now();
      await copiedAfter(restored, 0);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const moment = new Date().toISOString();
      const auth = await ownerBearer(restored.baseURL);
      const removed = await fetch(`${restored.baseURL}/api/v1/update/remove_Notice/${noticeId}`, { method: "DELETE", headers: auth });
      expect(removed.status).toBe(200);
      await copiedAfter(restored, Date.parse(moment));
      expect(beforeDeletion).toBeLessThan(Date.parse(moment));
      expect(noticesIn((await restoreInto(target, moment)).dataDir)).toContain(NOTICE);
      expect(noticesIn((await restoreInto(target)).dataDir)).not.toContain(NOTICE);
    });

    test("a restore with another key says so and leaves the folder empty, so the next try with the right key works", async () => {
      const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trust-offsite-wrong-key-")), "data");
      const wrong = promisify(execFile)(process.execPath, ["scripts/restore.mjs", "--from-offsite"], {
        env: { ...process.env, ...target.env, OFFSITE_KEY: "not-the-key-it-was-made-with", DATA_DIR: dataDir },
      });
      await expect(wrong).rejects.toMatchObject({ stderr: expect.stringContaining("OFFSITE_KEY is not the key this copy was made with") });
      expect(fs.readdirSync(dataDir)).toEqual([]);
      const { stdout } = await promisify(execFile)(process.execPath, ["scripts/restore.mjs", "--from-offsite"], {
        env: { ...process.env, ...target.env, DATA_DIR: dataDir },
      });
      expect(stdout).toContain("the database passed its integrity check");
    });

    test("a store that stops answering leaves the site serving and the owner's home saying so", async () => {
      test.setTimeout(120_000);
      const site = sites.at(-1) ?? (await siteOn(target));
      await target.stop();
      await addNotice(site, "Written while the store is away");
      await expect.poll(() => statusOf(site).problem, { timeout: 60_000, intervals: [250] }).toBe("unreachable");
      expect((await fetch(`${site.baseURL}/updates`)).status).toBe(200);
      const home = await ownerHome(site);
      expect(home).toContain('data-offsite="failing"');
      expect(home).toContain("The storage does not answer");
      const failures = site
        .output()
        .split("\n")
        .filter((line) => line.startsWith("Off-site copy to ") && line.includes("failed"));
      expect(failures).toHaveLength(1);
    });
  });
}

test("without a target the site runs as before and the owner's home says once that nothing leaves the server", async () => {
  const site = await startSite({ demoContent: false });
  try {
    expect(site.output()).toContain("Off-site copy: none (OFFSITE_URL is not set)");
    const home = await ownerHome(site);
    expect(home.match(/Nothing is copied off the server yet/g)).toHaveLength(1);
    expect(home).toContain('data-offsite="none"');
  } finally {
    await site.stop();
  }
});

test("a wrong setting is told on the owner's home in Hindi too, and the site still serves", async () => {
  const site = await startSite({ demoContent: false, env: { OFFSITE_URL: "sftp://backup@storage.example.in/trust", OFFSITE_KEY: "short" } });
  try {
    expect((await fetch(`${site.baseURL}/`)).status).toBe(200);
    const cookie = await ownerCookie(site.baseURL);
    await fetch(`${site.baseURL}/login-home/language`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=hi",
      redirect: "manual",
    });
    const home = await (await fetch(`${site.baseURL}/login-home`, { headers: { Cookie: cookie } })).text();
    expect(home).toContain('data-offsite="failing"');
    expect(home).toContain("OFFSITE_KEY नहीं दी गई है");
  } finally {
    await site.stop();
  }
});
