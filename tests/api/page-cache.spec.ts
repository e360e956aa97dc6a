import { createHash } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerCookie } from "../support/owner-http";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

// Anonymous visitors get public pages from the server's memory: a write must never be hidden.
let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ demoContent: true });
});
test.afterAll(async () => {
  await site?.stop();
});

const visitor = (request: APIRequestContext, path: string) => request.get(`${site.baseURL}${path}`, { headers: { Cookie: "" } });

async function bearer(request: APIRequestContext) {
  const login = await request.post(`${site.baseURL}/api/v1/user/login`, { data: { userid: OWNER.userid, password: OWNER.password } });
  return { Authorization: `Bearer ${((await login.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
}

test("a kept page is one copy for every visitor: no inline script, yet each answer has a fresh nonce", async ({ request }) => {
  const nonces = new Set<string>();
  const bodies = new Set<string>();
  for (let n = 0; n < 3; n++) {
    const response = await visitor(request, "/");
    nonces.add(/'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "");
    const html = await response.text();
    bodies.add(html);
    // Data (the trust's schema.org description) is no script to run.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(scripts).toEqual([expect.stringMatching(/ src="\/assets\/site-enhancements\.js\?v=\w+"/)]);
  }
  expect(nonces.size).toBe(3);
  expect(bodies.size).toBe(1);
});

test("the enhancement script's address carries its content hash, so its year-long cache is right across deploys", async () => {
  const html = await (await fetch(`${site.baseURL}/`)).text();
  const src = / src="(\/assets\/site-enhancements\.js\?v=(\w+))"/.exec(html);
  const script = await fetch(`${site.baseURL}${src?.[1] ?? ""}`);
  expect(script.headers.get("cache-control")).toContain("immutable");
  const hash = createHash("sha256")
    .update(Buffer.from(await script.arrayBuffer()))
    .digest("hex");
  expect(hash.startsWith(src?.[2] ?? "-")).toBe(true);
});

test("a kept page is sent compressed the way the visitor's browser asks, and reads the same", async () => {
  const plain = await fetch(`${site.baseURL}/updates`, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers.get("content-encoding")).toBeNull();
  const page = await plain.text();
  for (const encoding of ["br", "gzip"]) {
    // fetch decompresses for us; the header says what travelled.
    const compressed = await fetch(`${site.baseURL}/updates`, { headers: { "Accept-Encoding": encoding } });
    expect(compressed.headers.get("content-encoding"), encoding).toBe(encoding);
    expect(compressed.headers.get("vary"), encoding).toContain("Accept-Encoding");
    expect(await compressed.text(), encoding).toBe(page);
  }
});

test("every owner write is visible to the very next anonymous read", async ({ request }) => {
  const auth = await bearer(request);
  expect(await (await visitor(request, "/updates")).text()).not.toContain("Cache test notice");
  const added = await request.post(`${site.baseURL}/api/v1/update/add_Notice`, { headers: auth, data: { update: "Cache test notice" } });
  const id = ((await added.json()) as { data: { _id: string } }).data._id;
  expect(await (await visitor(request, "/updates")).text()).toContain("Cache test notice");

  await request.put(`${site.baseURL}/api/v1/update/update_Notice`, { headers: auth, data: { _id: id, update: "Cache test notice, edited" } });
  expect(await (await visitor(request, "/updates")).text()).toContain("Cache test notice, edited");
  const api = await visitor(request, "/api/v1/update/getNoticeUpdates");
  expect(await api.text()).toContain("Cache test notice, edited");

  await request.delete(`${site.baseURL}/api/v1/update/remove_Notice/${id}`, { headers: auth });
  expect(await (await visitor(request, "/updates")).text()).not.toContain("Cache test notice");

  expect(await (await visitor(request, "/")).text()).not.toContain("Cached Counter");
  await request.post(`${site.baseURL}/api/v1/work/add_Work_Details`, { headers: auth, data: { category: "Cached Counter", count: 9 } });
  expect(await (await visitor(request, "/")).text()).toContain("Cached Counter");
});

test("the owner browsing the public site gets a bar back to the owner's area, in a private copy no visitor is given", async () => {
  const cookie = await ownerCookie(site.baseURL);
  for (const path of ["/updates", "/hi/donate"]) {
    const owner = await fetch(`${site.baseURL}${path}`, { headers: { Cookie: cookie } });
    expect(owner.headers.get("cache-control"), path).toBe("private, no-store");
    const html = await owner.text();
    expect(html, path).toContain('data-owner-bar="true"><a class="');
    expect(html, path).toContain('href="/login-home"');
    const anyone = await fetch(`${site.baseURL}${path}`);
    expect(anyone.headers.get("cache-control"), path).toMatch(/^public/);
    expect((await anyone.text()).includes("data-owner-bar"), `${path} for a visitor`).toBe(false);
  }
});

test("a query string a page does not read is served the kept page; one the page reads still reaches it", async ({ request }) => {
  const kept = await (await visitor(request, "/")).text();
  // Changed behind the site's back, so only a fresh render would show it: a kept copy does not.
  const database = new Database(path.join(site.dataDir, "site.db"));
  database.prepare(`UPDATE "TrustDetails" SET "name" = 'Renamed behind the cache'`).run();
  database.close();
  for (let n = 0; n < 5; n++) {
    const answer = await visitor(request, `/?x=${Math.random().toString(36).slice(2)}&utm_source=whatsapp`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toBe(kept);
  }
  // A render of its own (a visitor with a cookie is never given the kept copy) does show it.
  expect(await (await request.get(`${site.baseURL}/?x=1`, { headers: { Cookie: "seen=1" } })).text()).toContain("Renamed behind the cache");
  const login = await (await visitor(request, "/login?redirectTo=%2Flogin-home%2Fupdate")).text();
  expect(login).toContain('value="/login-home/update"');
});

test("every address no page claims is the one kept 'Page not found' of its language", async ({ request }) => {
  const first = await visitor(request, "/no-such-page-1");
  expect(first.status()).toBe(404);
  const kept = await first.text();
  const database = new Database(path.join(site.dataDir, "site.db"));
  database.prepare(`UPDATE "TrustDetails" SET "name" = 'Renamed under the 404'`).run();
  database.close();
  for (const address of ["/no-such-page-2", "/a/b/c", `/x${Math.random().toString(36).slice(2)}?q=1`]) {
    const answer = await visitor(request, address);
    expect(answer.status(), address).toBe(404);
    expect(await answer.text(), address).toBe(kept);
  }
  const hindi = await visitor(request, "/hi/no-such-page");
  expect(hindi.status()).toBe(404);
  expect(await hindi.text()).toContain('lang="hi"');
  // A claimed address that turns out missing is rendered for itself.
  expect((await visitor(request, "/updates/no-such-notice")).status()).toBe(404);
});
