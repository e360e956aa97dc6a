import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { makeHugePng, makeJpeg } from "../support/photos";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

// Over real HTTP against a site of this file's own: the throttle would lock other files out.
let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ demoContent: false, env: { TRUST_PROXY: "1" } });
});
test.afterAll(async () => {
  await site?.stop();
});

async function loggedIn(request: APIRequestContext) {
  const response = await request.post(`${site.baseURL}/login`, {
    form: { userid: OWNER.userid, password: OWNER.password },
    headers: { "X-Forwarded-For": "10.9.9.9" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

const uploadedFiles = () => fs.readdirSync(path.join(site.dataDir, "uploads"));
const scratchFiles = () => fs.readdirSync(path.join(site.dataDir, "tmp"));

test("five failed logins for one userid lock it for a while, even with the right password", async ({ request }) => {
  const attempt = (password: string, address: string) =>
    request.post(`${site.baseURL}/login`, { form: { userid: "guessed-user", password }, headers: { "X-Forwarded-For": address } });
  for (let n = 1; n <= 5; n++) expect((await attempt(`guess ${n}`, `10.0.0.${n}`)).status()).toBe(401);
  const locked = await attempt("guess 6", "10.0.0.99");
  expect(locked.status()).toBe(429);
  expect(await locked.text()).toContain("Too many failed logins");
});

test("five failed logins from one address lock that address, even for the right password", async ({ request }) => {
  const from = { "X-Forwarded-For": "10.1.1.1" };
  for (let n = 1; n <= 5; n++) {
    const response = await request.post(`${site.baseURL}/login`, { form: { userid: `someone-${n}`, password: "wrong password" }, headers: from });
    expect(response.status()).toBe(401);
  }
  const right = await request.post(`${site.baseURL}/login`, { form: { userid: OWNER.userid, password: OWNER.password }, headers: from, maxRedirects: 0 });
  expect(right.status()).toBe(429);
  const elsewhere = await request.post(`${site.baseURL}/login`, {
    form: { userid: OWNER.userid, password: OWNER.password },
    headers: { "X-Forwarded-For": "10.2.2.2" },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(302);
});

test("a form posted from another site is refused and changes nothing", async ({ request }) => {
  await loggedIn(request);
  const crossSite: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
  for (const headers of crossSite) {
    const response = await request.post(`${site.baseURL}/login-home/update`, { form: { update: "planted notice" }, headers, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  }
  const logout = await request.post(`${site.baseURL}/logout`, { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(logout.status()).toBe(403);
  const board = await request.get(`${site.baseURL}/updates`);
  expect(await board.text()).not.toContain("planted notice");
  const own = await request.post(`${site.baseURL}/login-home/update`, { form: { update: "own notice" }, headers: { Origin: site.baseURL }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
});

test.describe("photo uploads", () => {
  const MB = 1024 * 1024;
  const jpegNamed = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });
  const post = (request: APIRequestContext, image: { name: string; mimeType: string; buffer: Buffer }) =>
    request.post(`${site.baseURL}/login-home/add-content`, { multipart: { details: "A photo story", image }, maxRedirects: 0 });

  const refused = [
    { what: "a photo over 25 MB is refused with 413", status: 413, says: "at most 25 MB", file: async () => jpegNamed("big.jpg", Buffer.alloc(26 * MB, 0xff)) },
    {
      what: "a photo of more than 60 megapixels is refused with 400",
      status: 400,
      says: "at most 60 megapixels",
      file: async () => ({ name: "huge.png", mimeType: "image/png", buffer: await makeHugePng(8000, 8000) }),
    },
    {
      what: "a text file named .jpg is refused with 400, whatever type it claims",
      status: 400,
      says: "not a photo",
      file: async () => jpegNamed("holiday.jpg", Buffer.from("this is not a photo at all")),
    },
  ];
  for (const { what, status, says, file } of refused) {
    test(`${what}, and leaves no file`, async ({ request }) => {
      await loggedIn(request);
      const before = uploadedFiles();
      const response = await post(request, await file());
      expect(response.status()).toBe(status);
      expect(await response.text()).toContain(says);
      expect(uploadedFiles()).toEqual(before);
      expect(scratchFiles()).toEqual([]);
    });
  }

  test("a missing photo or description is 'Required Fields'", async ({ request }) => {
    await loggedIn(request);
    const noPhoto = await request.post(`${site.baseURL}/login-home/add-content`, { multipart: { details: "words only" } });
    expect(noPhoto.status()).toBe(400);
    expect(await noPhoto.text()).toContain("Required Fields");
    const noWords = await request.post(`${site.baseURL}/login-home/add-content`, {
      multipart: { details: "", image: { name: "a.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 300) } },
    });
    expect(noWords.status()).toBe(400);
    expect(scratchFiles()).toEqual([]);
  });

  test("a good photo is stored upright in AVIF, WebP and JPEG without its metadata, and no file is left unreferenced", async ({ request }) => {
    await loggedIn(request);
    const response = await post(request, { name: "turned.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 800, { orientation: 6, gps: true }) });
    expect(response.status()).toBe(302);
    const stored = uploadedFiles();
    const key = stored[0]?.split("-")[0] ?? "";
    expect(stored.filter((name) => name.startsWith(key)).sort()).toEqual(
      ["360", "720", "800"].flatMap((width) => ["avif", "jpg", "webp"].map((format) => `${key}-${width}.${format}`)).sort(),
    );
    const jpeg = fs.readFileSync(path.join(site.dataDir, "uploads", `${key}-800.jpg`));
    expect(jpeg.includes(Buffer.from("TestCam"))).toBe(false);
    const served = await request.get(`${site.baseURL}/uploads/${key}-360.webp`);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(scratchFiles()).toEqual([]);
    const home = await (await request.get(`${site.baseURL}/`)).text();
    for (const name of stored) expect(home).toContain(`/uploads/${name}`);
  });
});
