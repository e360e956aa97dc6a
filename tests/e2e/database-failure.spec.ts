import path from "node:path";
import Database from "better-sqlite3";
import { expect, logIn, OWNER, test } from "../support/fixtures";

// The database fails under the running site (its tables vanish): public pages still render,
// and a page rendered without its content is never kept for later visitors.
test.use({ siteOf: "a failing database" });

test("a failing database read never breaks the home page or the notice board", async ({ page, request, site }) => {
  expect((await request.get("/", { headers: { Cookie: "" } })).status()).toBe(200);
  const db = new Database(path.join(site.dataDir, "site.db"));
  db.exec('ALTER TABLE "Notice" RENAME TO "NoticeAway"; ALTER TABLE "PhotoStory" RENAME TO "PhotoStoryAway";');
  try {
    const kept = await (await request.get("/", { headers: { Cookie: "" } })).text();
    expect(kept, "visitors keep getting the last good page").toContain('aria-roledescription="carousel"');

    // A browser with a cookie is rendered afresh, as the owner's is.
    await page.context().addCookies([{ name: "seen", value: "1", url: site.baseURL }]);
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    expect(home?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[aria-roledescription=carousel]")).toHaveCount(0);
    await expect(page.locator("[data-counter]")).toHaveCount(5);

    const board = await request.get("/updates", { headers: { Cookie: "" } });
    expect(board.status()).toBe(200);
    expect(board.headers()["cache-control"]).toBe("private, no-store");
    await page.goto("/updates");
    await expect(page.getByRole("alert")).toHaveText("Error");
  } finally {
    db.exec('ALTER TABLE "NoticeAway" RENAME TO "Notice"; ALTER TABLE "PhotoStoryAway" RENAME TO "PhotoStory";');
    db.close();
  }
  const recovered = await (await request.get("/updates", { headers: { Cookie: "" } })).text();
  expect(recovered.match(/data-notice/g)).toHaveLength(3);
});

test("a fault on the server answers the API's 500 with the catalogue's text and no details", async ({ request, site }) => {
  const login = await request.post("/api/v1/user/login", { data: { userid: OWNER.userid, password: OWNER.password } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
  const db = new Database(path.join(site.dataDir, "site.db"));
  db.exec('ALTER TABLE "Notice" RENAME TO "NoticeAway"; ALTER TABLE "WorkCounter" RENAME TO "WorkCounterAway";');
  try {
    const faults: [Promise<import("@playwright/test").APIResponse>, string][] = [
      [request.post("/api/v1/update/add_Notice", { headers: auth, data: { update: "x" } }), "Internal Server Error"],
      [request.post("/api/v1/work/add_Work_Details", { headers: auth, data: { category: "x", count: 1 } }), "Server Error"],
      [request.put("/api/v1/work/update_Work_Details", { headers: auth, data: { _id: "abc", category: "x", count: 1 } }), "Internal Server Error"],
    ];
    for (const [answer, message] of faults) {
      const response = await answer;
      expect(response.status()).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ statusCode: 500, message, success: false });
      expect(body).not.toMatch(/Notice|sqlite|prisma|\/work\//i);
    }
  } finally {
    db.exec('ALTER TABLE "NoticeAway" RENAME TO "Notice"; ALTER TABLE "WorkCounterAway" RENAME TO "WorkCounter";');
    db.close();
  }
});

test("a session that cannot be read leaves out the owner's bar, and the public page still shows", async ({ page, site }) => {
  await logIn(page.request);
  await page.goto("/updates");
  await expect(page.locator("[data-owner-bar]")).toHaveCount(1);
  const db = new Database(path.join(site.dataDir, "site.db"));
  db.exec('ALTER TABLE "Session" RENAME TO "SessionAway";');
  try {
    const board = await page.goto("/updates");
    expect(board?.status()).toBe(200);
    await expect(page.locator("[data-owner-bar]")).toHaveCount(0);
    await expect(page.locator("h1")).toHaveText("Notice Board");
  } finally {
    db.exec('ALTER TABLE "SessionAway" RENAME TO "Session";');
    db.close();
  }
});
