import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * A unit test's site, set up for real in a folder of its own: migrations on a fresh SQLite file,
 * no demo content, its uploads folder on disk. Set up before the file's tests and taken away
 * after them; gives the folder.
 */
export function siteOnDisk(name: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `trust-${name}-`));
  beforeAll(async () => {
    Object.assign(process.env, { DATA_DIR: dataDir, DEMO_CONTENT: "0", OWNER_USERID: "trustee", OWNER_PASSWORD: "correct horse battery staple" });
    const { prepareSite } = await import("~/site/site-setup.server");
    await prepareSite();
  });
  afterAll(async () => {
    const { closeSite } = await import("~/site/site-setup.server");
    await closeSite();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
