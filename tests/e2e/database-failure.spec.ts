import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../support/fixtures";

// The database fails under the running site (its tables vanish): public pages still render.
test.use({ siteOf: "a failing database" });

test("a failing database read never breaks the home page or the notice board", async ({ page, site }) => {
  await page.goto("/");
  await expect(page.locator("[aria-roledescription=carousel]")).toHaveCount(1);
  const db = new Database(path.join(site.dataDir, "site.db"));
  db.exec('ALTER TABLE "Notice" RENAME TO "NoticeAway"; ALTER TABLE "PhotoStory" RENAME TO "PhotoStoryAway";');
  try {
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[aria-roledescription=carousel]")).toHaveCount(0);
    await expect(page.locator("[data-counter]")).toHaveCount(5);

    const board = await page.goto("/updates");
    expect(board?.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText("Error");
  } finally {
    db.exec('ALTER TABLE "NoticeAway" RENAME TO "Notice"; ALTER TABLE "PhotoStoryAway" RENAME TO "PhotoStory";');
    db.close();
  }
  await page.goto("/updates");
  await expect(page.locator("[data-notice]")).toHaveCount(3);
});
