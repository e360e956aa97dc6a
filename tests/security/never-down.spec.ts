import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ownerBearer, ownerCookie } from "../support/owner-http";
import { makeGrainyJpeg } from "../support/photos";
import { multipartBody, sendAndDrop, sendCutShort, sendHalfThenEnd, sendRawHead } from "../support/raw-http";
import { startSite, type RunningSite } from "../support/site.mjs";

// What an attacker, a dropped signal or a full disk sends the site, over real HTTP against a
// site of this file's own: the site keeps serving, answers in its own words and changes nothing.
let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ demoContent: true });
});
test.afterAll(async () => {
  await site?.stop();
});

const scratchFiles = () => fs.readdirSync(path.join(site.dataDir, "tmp"));
const healthy = async () => (await fetch(`${site.baseURL}/healthcheck`)).status;
const storyCount = async (bearer: Record<string, string>) =>
  ((await (await fetch(`${site.baseURL}/api/v1/content/get_Content`, { headers: bearer })).json()) as { data: unknown[] }).data.length;

/** Nothing the client sent may leave a stack trace in the log. */
const stackTraces = () =>
  site
    .output()
    .split("\n")
    .filter((line) => /^\s+at /.test(line));

async function firstStoryId(bearer: Record<string, string>) {
  const list = (await (await fetch(`${site.baseURL}/api/v1/content/get_Content`, { headers: bearer })).json()) as { data: { _id: string }[] };
  return list.data[0]?._id ?? "";
}

test.describe("an upload cut off half-way", () => {
  test("on every upload route leaves the site serving and no scratch file behind", async () => {
    const cookie = await ownerCookie(site.baseURL);
    const bearer = await ownerBearer(site.baseURL);
    const id = await firstStoryId(bearer);
    const photo = { name: "camera.jpg", type: "image/jpeg", bytes: await makeGrainyJpeg(700, 700) };
    const routes: { method: string; path: string; auth: Record<string, string>; fields: Record<string, string> }[] = [
      { method: "POST", path: "/login-home/add-content", auth: { Cookie: cookie }, fields: { details: "Cut off" } },
      { method: "POST", path: `/api/v1/content/get_Contents_Update/${id}`, auth: { Cookie: cookie }, fields: { details: "Cut off" } },
      { method: "POST", path: "/api/v1/content/add_Content", auth: bearer, fields: { details: "Cut off" } },
      { method: "PUT", path: "/api/v1/content/update_Content", auth: bearer, fields: { _id: id, details: "Cut off" } },
    ];
    const before = await storyCount(bearer);
    for (const route of routes) {
      const { body, contentType } = multipartBody(route.fields, photo);
      await sendAndDrop(
        site.baseURL,
        { method: route.method, path: route.path, headers: { ...route.auth, "Content-Type": contentType }, body },
        Math.floor(body.length * 0.6),
      );
      expect(await healthy(), route.path).toBe(200);
    }
    await expect.poll(scratchFiles, { timeout: 10_000 }).toEqual([]);
    expect((await fetch(`${site.baseURL}/`)).status).toBe(200);
    expect(await storyCount(bearer)).toBe(before);
    expect(site.output()).not.toMatch(/Unhandled|ERR_STREAM|uncaught/i);
  });

  test("without a session, is sent to the login with nothing kept, and the site stays up", async () => {
    const { body, contentType } = multipartBody(
      { details: "Sent after the session ended" },
      { name: "camera.jpg", type: "image/jpeg", bytes: await makeGrainyJpeg(500, 500) },
    );
    const request = { method: "POST", path: "/login-home/add-content", headers: { "Content-Type": contentType }, body };
    await sendAndDrop(site.baseURL, request, Math.floor(body.length * 0.6));
    expect(await healthy()).toBe(200);
    const cutShort = await sendCutShort(site.baseURL, request, Math.floor(body.length * 0.6));
    expect(cutShort.status).toBe(302);
    expect(cutShort.text).toMatch(/^Location: \/login\?redirectTo=%2Flogin-home%2Fadd-content\r$/im);
    expect(cutShort.text).not.toMatch(/^Set-Cookie: kept=/im);
    const notice = Buffer.from(`update=${"a".repeat(4000)}`);
    await sendAndDrop(
      site.baseURL,
      { method: "POST", path: "/login-home/update", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: notice },
      2000,
    );
    expect(await healthy()).toBe(200);
    expect(scratchFiles()).toEqual([]);
    expect(stackTraces()).toEqual([]);
  });

  test("whose body ends early is answered 400 and changes nothing", async () => {
    const cookie = await ownerCookie(site.baseURL);
    const bearer = await ownerBearer(site.baseURL);
    const before = await storyCount(bearer);
    const { body, contentType } = multipartBody({ details: "Ends early" }, { name: "camera.jpg", type: "image/jpeg", bytes: await makeGrainyJpeg(500, 500) });
    const form = await sendCutShort(
      site.baseURL,
      { method: "POST", path: "/login-home/add-content", headers: { Cookie: cookie, "Content-Type": contentType }, body },
      body.length / 2,
    );
    expect(form.status).toBe(400);
    expect(form.text).toContain("The upload stopped before the whole form arrived");
    const api = await sendCutShort(
      site.baseURL,
      { method: "POST", path: "/api/v1/content/add_Content", headers: { ...bearer, "Content-Type": contentType }, body },
      body.length / 2,
    );
    expect(api.status).toBe(400);
    expect(api.text).toContain('"success":false');
    expect(await storyCount(bearer)).toBe(before);
    expect(scratchFiles()).toEqual([]);
  });

  test("whose connection closes mid-chunk is told the documented cut-off sentence, form or upload", async () => {
    const cookie = await ownerCookie(site.baseURL);
    const notice = Buffer.from(`update=${"a".repeat(4000)}`);
    const form = await sendHalfThenEnd(
      site.baseURL,
      { method: "POST", path: "/login-home/update", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: notice },
      2000,
    );
    const { body, contentType } = multipartBody(
      { title: "Cut off" },
      { name: "report.pdf", type: "application/pdf", bytes: Buffer.alloc(200_000, "%PDF-") },
      "document",
    );
    const upload = await sendHalfThenEnd(
      site.baseURL,
      { method: "POST", path: "/login-home/documents/new", headers: { Cookie: cookie, "Content-Type": contentType }, body },
      100_000,
    );
    for (const answer of [form, upload]) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("The upload stopped before the whole form arrived. Please try again.");
    }
    expect(await healthy()).toBe(200);
    // The answer can go out before the upload's scratch file is removed.
    await expect.poll(scratchFiles).toEqual([]);
  });

  test("by a full disk is the catalogue's 500, with the scratch file gone and the site still serving", async () => {
    const scratch = path.join(site.dataDir, "tmp");
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", scratch], { stdio: "ignore" });
    } catch {
      test.skip(true, "a small disk can only be mounted as root");
    }
    try {
      const bearer = await ownerBearer(site.baseURL);
      const cookie = await ownerCookie(site.baseURL);
      const before = await storyCount(bearer);
      const { body, contentType } = multipartBody({ details: "Disk full" }, { name: "camera.jpg", type: "image/jpeg", bytes: await makeGrainyJpeg(600, 600) });
      const api = await fetch(`${site.baseURL}/api/v1/content/add_Content`, { method: "POST", headers: { ...bearer, "Content-Type": contentType }, body });
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({ statusCode: 500, message: "Server Error", success: false });
      const form = await fetch(`${site.baseURL}/login-home/add-content`, { method: "POST", headers: { Cookie: cookie, "Content-Type": contentType }, body });
      expect(form.status).toBe(500);
      expect(await form.text()).toContain("Server Error");
      expect(scratchFiles()).toEqual([]);
      expect(await healthy()).toBe(200);
      expect(await storyCount(bearer)).toBe(before);
    } finally {
      execFileSync("umount", [scratch]);
    }
  });
});

test("a backup download the signal drops mid-way leaves no archive behind, however often", async () => {
  const cookie = await ownerCookie(site.baseURL);
  for (let tries = 0; tries < 10; tries++) {
    const dropped = new AbortController();
    const answer = await fetch(`${site.baseURL}/login-home/backup.tar.gz`, { headers: { Cookie: cookie }, signal: dropped.signal });
    expect(answer.status).toBe(200);
    await answer.body?.getReader().read();
    dropped.abort();
  }
  // Each archive is a copy of every photo: left behind, a few dropped downloads would fill the disk.
  await expect.poll(scratchFiles, { timeout: 10_000 }).toEqual([]);
  expect(await healthy()).toBe(200);
});

test("another spelling of a page's address is a redirect to the page or a 404, never a page of its own", async () => {
  const expectations: [string, number, string | null][] = [
    ["//anything", 301, "/anything"],
    ["/anything", 404, null],
    ["/updates//x", 301, "/updates/x"],
    ["/teams/", 301, "/teams"],
    ["/%74eams", 301, "/teams"],
    ["/%46AQs?x=1", 301, "/FAQs?x=1"],
    ["/teams//", 301, "/teams"],
    ["/faqs", 404, null],
  ];
  for (const [address, status, location] of expectations) {
    const response = await fetch(`${site.baseURL}${address}`, { redirect: "manual" });
    expect(response.status, address).toBe(status);
    if (location) expect(response.headers.get("location"), address).toBe(location);
  }
  const post = await fetch(`${site.baseURL}/teams/`, {
    method: "POST",
    redirect: "manual",
    body: "a=1",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(post.status).toBe(404);
});

test.describe("bodies are capped before they are read", () => {
  test("a 50 MB login is refused with 413, heard by the client", async () => {
    const response = await fetch(`${site.baseURL}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.alloc(50 * 1024 * 1024, 0x61),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request is too large.");
  });

  test("a chunked body with no length is capped too", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        if (sent > 8 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const response = await fetch(`${site.baseURL}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  test("a JSON call over 1 MB and an owner form over 64 KB are 413s in their own shapes", async () => {
    const bearer = await ownerBearer(site.baseURL);
    const json = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: JSON.stringify({ update: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ statusCode: 413, message: "The request is too large.", success: false });
    const cookie = await ownerCookie(site.baseURL);
    const form = await fetch(`${site.baseURL}/login-home/update`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: `update=${"x".repeat(100 * 1024)}`,
      redirect: "manual",
    });
    expect(form.status).toBe(413);
  });
});

test("what one visitor writes in Host or X-Forwarded-* never reaches the next visitor's answer", async () => {
  const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
  const photos = (answer: { data: { image: string }[] }) => answer.data.map((item) => item.image);
  const poisoned = await fetch(`${site.baseURL}/api/v1/content/get_Content_Home`, { headers: forged });
  for (const image of photos(await poisoned.json())) expect(image.startsWith(`${site.baseURL}/uploads/`)).toBe(true);
  const next = await fetch(`${site.baseURL}/api/v1/content/get_Content_Home`);
  for (const image of photos(await next.json())) expect(image.startsWith(`${site.baseURL}/uploads/`)).toBe(true);
  await fetch(`${site.baseURL}/`, { headers: forged });
  expect(await (await fetch(`${site.baseURL}/`)).text()).not.toContain("evil.example");
});

test.describe("a client's mistake is a 4xx in the site's words, with no stack trace in the log", () => {
  test("half a surrogate pair in a JSON string", async () => {
    const bearer = await ownerBearer(site.baseURL);
    const broken = '{"userid":"\\ud800","password":"\\udfff"}';
    const login = await fetch(`${site.baseURL}/api/v1/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: broken });
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ statusCode: 400, message: "The request body holds text that is not valid Unicode.", success: false });
    const notice = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: '{"update":"a\\ud800b"}',
    });
    expect(notice.status).toBe(400);
    expect(stackTraces()).toEqual([]);
  });

  test("TRACE, PROPFIND and a malformed Host", async () => {
    const { host } = new URL(site.baseURL);
    expect(await sendRawHead(site.baseURL, `TRACE / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).toBe(405);
    const propfind = await fetch(`${site.baseURL}/api/v1/update/getNoticeUpdates`, { method: "PROPFIND" });
    expect(propfind.status).toBe(405);
    expect(propfind.headers.get("allow")).toContain("GET");
    expect(await propfind.json()).toEqual({ statusCode: 405, message: "Method Not Allowed", success: false });
    expect(await sendRawHead(site.baseURL, "GET / HTTP/1.1\r\nHost: [::\r\nConnection: close\r\n\r\n")).toBe(400);
    expect(await sendRawHead(site.baseURL, "GET / HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n")).toBe(400);
    expect(stackTraces()).toEqual([]);
  });

  test("a malformed escape in an API path is the envelope, in a page path plain words", async () => {
    const api = await fetch(`${site.baseURL}/api/v1/update/get_update_Id/%zz`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ statusCode: 400, message: "This address could not be read.", success: false });
    const page = await fetch(`${site.baseURL}/updates%E0%A4`);
    expect(page.status).toBe(400);
    expect(await page.text()).toBe("This address could not be read.");
  });

  test("a JSON body nested thousands of levels deep is a 400 in the envelope", async () => {
    for (const deep of ["[".repeat(5000) + "]".repeat(5000), '{"a":'.repeat(5000) + "1" + "}".repeat(5000)]) {
      const login = await fetch(`${site.baseURL}/api/v1/user/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: `{"userid":${deep}}`,
      });
      expect(login.status).toBe(400);
      expect(await login.json()).toEqual({ statusCode: 400, message: "The request body is nested too deeply: at most 32 levels.", success: false });
    }
    expect(await healthy()).toBe(200);
    expect(stackTraces()).toEqual([]);
  });

  test("a folder's own address is a 404, not a redirect to itself", async () => {
    for (const folder of ["/uploads", "/assets", "/images", "/icons"]) {
      const answer = await fetch(`${site.baseURL}${folder}`, { redirect: "manual" });
      expect(answer.status, folder).toBe(404);
      expect(await answer.text(), folder).toContain("We could not find that page");
    }
  });

  test("an anonymous ?_data= request is refused in one line, with nothing written to the log", async () => {
    const before = site.output().length;
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`${site.baseURL}/?_data=routes%2F_owner.login-home._index`);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toBe("This address could not be read.");
    }
    expect(site.output().slice(before)).toBe("");
  });

  test("an address that only answers reads says so to a write: 405 with Allow", async () => {
    for (const address of [
      "/sitemap.xml",
      "/robots.txt",
      "/receipt/abcdefabcdefabcdefabcdef",
      "/share/card-12345678.jpg",
      "/manifest.webmanifest",
      "/healthcheck",
    ]) {
      const answer = await fetch(`${site.baseURL}${address}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(answer.status, address).toBe(405);
      expect(answer.headers.get("allow"), address).toBe("GET, HEAD");
    }
    expect(stackTraces()).toEqual([]);
  });

  test("the owner's files refuse in the site's words: a malformed year, a language the site has not", async () => {
    const cookie = await ownerCookie(site.baseURL);
    for (const year of ["x", "2026-28", "%00"]) {
      const answer = await fetch(`${site.baseURL}/login-home/donations/form-10bd.csv?year=${year}`, { headers: { Cookie: cookie } });
      expect(answer.status, year).toBe(400);
      expect(await answer.text(), year).toBe("Choose a financial year, such as 2026-27.");
    }
    const language = await fetch(`${site.baseURL}/login-home/language`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=xx",
      redirect: "manual",
    });
    expect(language.status).toBe(400);
    expect(language.headers.get("content-type")).toContain("text/html");
    expect(await language.text()).toContain("Language must be en or hi");
    expect(stackTraces()).toEqual([]);
  });

  test("a receipt link that does not open shows the site's own 404 page", async () => {
    const answer = await fetch(`${site.baseURL}/receipt/abcdefabcdefabcdefabcdefabcdef`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(await answer.text()).toContain("We could not find that page");
  });

  test("a form posted to a page that takes none", async () => {
    for (const address of ["/", "/teams", "/no-such-page"]) {
      const response = await fetch(`${site.baseURL}${address}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(response.status, address).toBeGreaterThanOrEqual(400);
      expect(response.status, address).toBeLessThan(500);
      const page = await response.text();
      expect(page, address).not.toMatch(/did not provide an `action`|routes\//);
      expect(page, address).toMatch(/This page cannot take that request|We could not find that page/);
    }
    expect(stackTraces()).toEqual([]);
  });
});

test("photos are served with their own types, AVIF included", async () => {
  const home = await (await fetch(`${site.baseURL}/`)).text();
  const avif = /\/uploads\/[a-f0-9]+-\d+\.avif/.exec(home)?.[0];
  expect(avif).toBeTruthy();
  const response = await fetch(`${site.baseURL}${avif}`);
  expect(response.headers.get("content-type")).toBe("image/avif");
  const jpeg = await fetch(`${site.baseURL}${avif?.replace(".avif", ".jpg")}`);
  expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
});
