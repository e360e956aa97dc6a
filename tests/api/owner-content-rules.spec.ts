import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { ownerBearer, ownerCookie, ownerFormPoster } from "../support/owner-http";
import { makeHugePng, makeJpeg } from "../support/photos";
import { multipartBody } from "../support/raw-http";
import { startSite, type RunningSite } from "../support/site.mjs";

// The rules of what the owner may store, and how stored files and rows stay together, over real
// HTTP against a site of this file's own.
let site: RunningSite;
let bearer: Record<string, string>;
test.beforeAll(async () => {
  site = await startSite({ demoContent: false });
  bearer = await ownerBearer(site.baseURL);
});
test.afterAll(async () => {
  await site?.stop();
});

const api = (path: string) => `${site.baseURL}/api/v1${path}`;
const json = (method: string, body: unknown) => ({ method, headers: { ...bearer, "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function addStory(details: string, bytes: Buffer) {
  const { body, contentType } = multipartBody({ details }, { name: "photo.jpg", type: "image/jpeg", bytes });
  return fetch(api("/content/add_Content"), { method: "POST", headers: { ...bearer, "Content-Type": contentType }, body });
}

/** Every variant file the page of a story names is there. */
async function filesOfStory(id: string) {
  const story = (await (await fetch(api(`/content/get_Contents_Update/${id}`), { headers: bearer })).json()) as { data: { image: string } };
  const key = /\/uploads\/([a-f0-9]{24})-/.exec(story.data.image)?.[1] ?? "";
  return fs.readdirSync(path.join(site.dataDir, "uploads")).filter((name) => name.startsWith(key));
}

test("two stories that share a photo never lose its files, however deletes, replacements and uploads interleave", async () => {
  const shared = await makeJpeg(900, 600);
  const other = await makeJpeg(640, 480);
  for (let round = 0; round < 6; round++) {
    const first = (await (await addStory(`First ${round}`, shared)).json()) as { data: { _id: string } };
    const [, added] = await Promise.all([
      round % 2 === 0
        ? fetch(api("/content/remove_Content"), json("DELETE", { _id: first.data._id }))
        : (() => {
            const { body, contentType } = multipartBody({ _id: first.data._id, details: "Replaced" }, { name: "other.jpg", type: "image/jpeg", bytes: other });
            return fetch(api("/content/update_Content"), { method: "PUT", headers: { ...bearer, "Content-Type": contentType }, body });
          })(),
      addStory(`Second ${round}`, shared),
    ]);
    const second = (await added.json()) as { data: { _id: string } };
    expect((await filesOfStory(second.data._id)).length, `round ${round}`).toBe(9);
    for (const id of [first.data._id, second.data._id]) await fetch(api("/content/remove_Content"), json("DELETE", { _id: id }));
  }
});

test.describe("photos the pipeline cannot write are refused up front, with the limit", () => {
  const strips: [number, number][] = [
    [10, 100_000],
    [1280, 40_000],
    [40_000, 1280],
  ];
  for (const [width, height] of strips) {
    test(`${width} by ${height} pixels`, async () => {
      const { body, contentType } = multipartBody({ details: "A strip" }, { name: "strip.png", type: "image/png", bytes: await makeHugePng(width, height) });
      const response = await fetch(api("/content/add_Content"), { method: "POST", headers: { ...bearer, "Content-Type": contentType }, body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain("its longer side may be at most 10 times its shorter side");
    });
  }
});

test("HEIC is not claimed: the form does not offer it and an HEIC file is refused with what to do instead", async () => {
  const cookie = await ownerCookie(site.baseURL);
  const page = await (await fetch(`${site.baseURL}/login-home/add-content`, { headers: { Cookie: cookie } })).text();
  const accept = /accept="([^"]*)"/.exec(page)?.[1] ?? "";
  expect(accept).toBe("image/jpeg,image/png,image/webp,image/avif");
  expect(page).toContain("HEIC photos are not supported yet");
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(2000, 7)]);
  const { body, contentType } = multipartBody({ details: "From an iPhone" }, { name: "IMG_0001.HEIC", type: "image/heic", bytes: heic });
  const response = await fetch(api("/content/add_Content"), { method: "POST", headers: { ...bearer, "Content-Type": contentType }, body });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe(
    "HEIC photos are not supported yet: please send a JPEG, or set the camera to 'Most compatible'.",
  );
});

test("text of only invisible characters is missing, not an invisible notice", async () => {
  for (const update of ["\u200b\u200b", "\u00a0 \u2060", "\ufeff"]) {
    const response = await fetch(api("/update/add_Notice"), json("POST", { update }));
    expect(response.status, JSON.stringify(update)).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message: "Required Fields", success: false });
  }
  const cookie = await ownerCookie(site.baseURL);
  const form = await ownerFormPoster(site.baseURL, cookie)("/login-home/update", { update: "\u200b \u200d" });
  expect(form.status).toBe(400);
  const board = await (await fetch(api("/update/getNoticeUpdates"))).json();
  expect(board).toMatchObject({ data: [] });
});

test("a category is unique as people read it, in the database itself", async () => {
  const add = (category: string, count: unknown = 1) => fetch(api("/work/add_Work_Details"), json("POST", { category, count }));
  expect((await add("Charity")).status).toBe(200);
  for (const twin of ["charity", "CHARITY ", " Charity\u200b", "\uff23harity"]) {
    const response = await add(twin);
    expect(response.status, twin).toBe(409);
    expect(await response.json()).toEqual({ statusCode: 409, message: "This Section is Already Added", success: false });
  }
  expect((await add("Divyang\u00a0Support")).status).toBe(200);
  expect((await add("divyang support")).status).toBe(409);
  expect((await add("Cafe\u0301 Kitchen")).status).toBe(200);
  expect((await add("Café kitchen")).status).toBe(409);
  const racing = await Promise.all(["Rural Schools", "rural schools", "RURAL SCHOOLS", "Rural  Schools"].map((twin) => add(twin)));
  expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
});

test("a count is decimal digits only", async () => {
  for (const count of ["0x10", "1e3", "0b101", "12.0", " 7 7"]) {
    const response = await fetch(api("/work/add_Work_Details"), json("POST", { category: `Count ${count}`, count }));
    expect(response.status, count).toBe(400);
  }
  const good = await fetch(api("/work/add_Work_Details"), json("POST", { category: "Digits", count: " 0042 " }));
  expect(((await good.json()) as { data: { count: number } }).data.count).toBe(42);
});

test.describe("the owner's area", () => {
  test("the photo edit page is an owner page like the others: the owner's menu and React", async () => {
    const story = (await (await addStory("Edit me", await makeJpeg(400, 300))).json()) as { data: { _id: string } };
    const cookie = await ownerCookie(site.baseURL);
    const edit = await fetch(`${site.baseURL}/api/v1/content/get_Contents_Update/${story.data._id}`, { headers: { Cookie: cookie, Accept: "text/html" } });
    expect(edit.status).toBe(200);
    expect(edit.headers.get("cache-control")).toBe("private, no-store");
    const page = await edit.text();
    expect(page).toContain('aria-label="Owner"');
    expect(page).toContain("window.__remixContext");
    const notice = await fetch(`${site.baseURL}/login-home/notice`, { headers: { Cookie: cookie } });
    expect(await notice.text()).toContain("window.__remixContext");
  });

  test("an owner address no page has is a 404, not a form", async () => {
    const cookie = await ownerCookie(site.baseURL);
    for (const address of ["/login-home/no-such-part", "/login-home/programmes/no-such-programme", "/login-home/faqs/no-such-id"]) {
      expect((await fetch(`${site.baseURL}${address}`, { headers: { Cookie: cookie } })).status, address).toBe(404);
    }
    const post = await fetch(`${site.baseURL}/login-home/no-such-part`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(post.status).toBe(404);
  });

  test("only intent=delete deletes on an owner list page", async () => {
    const added = (await (await fetch(api("/update/add_Notice"), json("POST", { update: "Stays put" }))).json()) as { data: { _id: string } };
    const cookie = await ownerCookie(site.baseURL);
    for (const intent of [null, "update", "remove"]) {
      const fields = new URLSearchParams({ _id: added.data._id });
      if (intent) fields.set("intent", intent);
      const response = await fetch(`${site.baseURL}/login-home/notice`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: fields,
        redirect: "manual",
      });
      expect(response.status, String(intent)).toBe(400);
    }
    expect((await fetch(api(`/update/get_update_Id/${added.data._id}`), { headers: bearer })).status).toBe(200);
    const deleted = await fetch(`${site.baseURL}/login-home/notice`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _id: added.data._id, intent: "delete" }),
      redirect: "manual",
    });
    expect(deleted.status).toBe(302);
    expect((await fetch(api(`/update/get_update_Id/${added.data._id}`), { headers: bearer })).status).toBe(404);
  });
});

test.describe("start-up", () => {
  test("purges expired sessions and old failed logins", async () => {
    const own = await startSite({ demoContent: false });
    try {
      await ownerBearer(own.baseURL);
      await fetch(`${own.baseURL}/api/v1/user/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ userid: "nobody", password: "wrong" }),
      });
      await own.kill();
      const database = new Database(path.join(own.dataDir, "site.db"));
      const past = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
      const stamp =
        typeof (database.prepare('SELECT "expiresAt" FROM "Session"').get() as { expiresAt: unknown }).expiresAt === "number"
          ? past.getTime()
          : past.toISOString();
      database.prepare('UPDATE "Session" SET "expiresAt" = ?').run(stamp);
      database.prepare('UPDATE "LoginAttempt" SET "createdAt" = ?').run(stamp);
      database.close();
      const again = await startSite({ demoContent: false, dataDir: own.dataDir });
      const reopened = new Database(path.join(own.dataDir, "site.db"), { readonly: true });
      const counts = reopened.prepare('SELECT (SELECT count(*) FROM "Session") AS sessions, (SELECT count(*) FROM "LoginAttempt") AS attempts').get();
      reopened.close();
      await again.stop();
      expect(counts).toEqual({ sessions: 0, attempts: 0 });
    } finally {
      await own.stop();
    }
  });

  test("is not stopped by a backup holding a read transaction on the database", async () => {
    const own = await startSite({ demoContent: false });
    await own.kill();
    // Another process, as `npm run backup` is, reading for longer than a start takes.
    const reader = spawn(
      process.execPath,
      [
        "-e",
        `const db = require("better-sqlite3")(${JSON.stringify(path.join(own.dataDir, "site.db"))}); db.exec("BEGIN"); db.prepare("SELECT count(*) FROM Notice").get(); console.log("reading"); setTimeout(() => {}, 60000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise((resolve) => reader.stdout.once("data", resolve));
      const again = await startSite({ demoContent: false, dataDir: own.dataDir });
      expect((await fetch(`${again.baseURL}/healthcheck`)).status).toBe(200);
      expect(again.output()).not.toMatch(/WASM_ERROR|SocketTimeout/);
      await again.stop();
    } finally {
      reader.kill();
      await own.stop();
    }
  });
});
