import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { makeJpeg } from "../support/photos";
import { OWNER, startSite } from "../support/site.mjs";

test("after a SIGKILL during 20 uploads and 50 notice writes nothing acknowledged is lost and nothing is left over", async ({ request }) => {
  test.setTimeout(120_000);
  const first = await startSite({ demoContent: false });
  const login = await request.post(`${first.baseURL}/api/v1/user/login`, { data: { userid: OWNER.userid, password: OWNER.password } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
  const photos = await Promise.all(Array.from({ length: 20 }, (_, n) => makeJpeg(1400 + n * 10, 1000)));

  const acknowledgedNotices: string[] = [];
  const acknowledgedStories: string[] = [];
  const uploads = photos.map((buffer, n) =>
    request
      .post(`${first.baseURL}/api/v1/content/add_Content`, {
        headers: auth,
        multipart: { details: `Story ${n}`, image: { name: `${n}.jpg`, mimeType: "image/jpeg", buffer } },
      })
      .then(
        async (response) => {
          if (response.status() === 200) acknowledgedStories.push(((await response.json()) as { data: { _id: string } }).data._id);
        },
        () => undefined,
      ),
  );
  const notices = Array.from({ length: 50 }, (_, n) =>
    request.post(`${first.baseURL}/api/v1/update/add_Notice`, { headers: auth, data: { update: `Notice ${n}` } }).then(
      async (response) => {
        if (response.status() === 200) acknowledgedNotices.push(((await response.json()) as { data: { _id: string } }).data._id);
      },
      () => undefined,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 700));
  await first.kill();
  await Promise.all([...uploads, ...notices]);

  const second = await startSite({ demoContent: false, dataDir: first.dataDir });
  try {
    const db = new Database(path.join(first.dataDir, "site.db"), { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const noticeIds = new Set(db.prepare("SELECT id FROM Notice").pluck().all() as string[]);
    const stories = db.prepare("SELECT id, imageKey FROM PhotoStory").all() as { id: string; imageKey: string }[];
    db.close();
    for (const id of acknowledgedNotices) expect(noticeIds.has(id)).toBe(true);
    for (const id of acknowledgedStories) expect(stories.some((story) => story.id === id)).toBe(true);

    const files = fs.readdirSync(path.join(first.dataDir, "uploads"));
    const keys = new Set(stories.map((story) => story.imageKey));
    for (const key of keys) expect(files.filter((name) => name.startsWith(`${key}-`)).length, key).toBeGreaterThanOrEqual(3);
    expect(
      files.filter((name) => !keys.has(name.split("-")[0] ?? "")),
      "unreferenced files",
    ).toEqual([]);
    expect(fs.readdirSync(path.join(first.dataDir, "tmp"))).toEqual([]);
    test.info().annotations.push({
      type: "acknowledged",
      description: `${acknowledgedNotices.length} notices, ${acknowledgedStories.length} photo stories before the kill`,
    });
  } finally {
    await second.stop();
  }
});

test("SIGTERM lets the requests under way finish before the server stops", async ({ request }) => {
  const site = await startSite({ demoContent: false });
  const login = await request.post(`${site.baseURL}/api/v1/user/login`, { data: { userid: OWNER.userid, password: OWNER.password } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
  const upload = request.post(`${site.baseURL}/api/v1/content/add_Content`, {
    headers: auth,
    multipart: { details: "Uploaded while stopping", image: { name: "a.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(3000, 2000) } },
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
  const stopped = site.stop();
  expect((await upload).status()).toBe(200);
  await stopped;
  expect(site.output()).toContain("finishing requests under way");
});
