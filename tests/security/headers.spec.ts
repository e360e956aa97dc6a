import { expect, logIn, OWNER, test } from "../support/fixtures";
import { makeJpeg } from "../support/photos";
import { startSite } from "../support/site.mjs";

test.use({ siteOf: "security headers" });

test("every answer carries the security headers", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /src="(\/assets\/[^"?]+\.js)/.exec(home)?.[1] ?? "";
  const photo = /src="(\/uploads\/[^"]+)"/.exec(home)?.[1] ?? "";
  for (const path of [
    "/",
    "/updates",
    "/no-such-page",
    "/healthcheck",
    "/api/v1/update/getNoticeUpdates",
    "/api/v1/update/get_Notice",
    asset,
    photo,
    "/images/logo.svg",
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("geolocation=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("frame-src https://www.youtube-nocookie.com");
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[\w+/=]+'(;|$)/);
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test("each page gets a fresh nonce, every inline script carries it, and public pages have none", async ({ page }) => {
  const inlineScripts = async (path: string) => {
    const response = await page.request.get(path);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    const scripts = [...(await response.text()).matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? "");
    // A data block (the trust's schema.org description) is never run, so it needs no nonce.
    return { nonce, inline: scripts.filter((attributes) => !attributes.includes(" src=") && !attributes.includes('type="application/ld+json"')) };
  };
  const home = await inlineScripts("/");
  expect(home.inline).toEqual([]);
  await logIn(page.request);
  const nonces = new Set<string>();
  for (let n = 0; n < 3; n++) {
    const owner = await inlineScripts("/login-home");
    expect(owner.inline.length).toBeGreaterThan(0);
    for (const attributes of owner.inline) expect(attributes).toContain(`nonce="${owner.nonce}"`);
    nonces.add(owner.nonce);
  }
  expect(nonces.size).toBe(3);
});

test("the site runs under its own policy without a single violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/message", "/login"]) await page.goto(path);
  expect(violations).toEqual([]);
});

test("errors show no stack traces or file paths", async ({ request }) => {
  const answers = [
    await request.get("/login-home/notice/%E0%A4%A"),
    await request.post("/api/v1/content/add_Content", {
      headers: { Authorization: "Bearer nope", "Content-Type": "multipart/form-data; boundary=x" },
      data: "garbage",
    }),
    await request.post("/login", { headers: { "Content-Type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" }),
    await request.post("/api/v1/user/login", { headers: { "Content-Type": "application/json" }, data: Buffer.from("[1,2") }),
  ];
  for (const answer of answers) {
    expect(answer.status()).toBeLessThan(500);
    const body = await answer.text();
    expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+/);
  }
});

test("upload and asset URLs cannot reach outside their folders", async ({ request }) => {
  for (const path of [
    "/uploads/..%2Fsite.db",
    "/uploads/%2e%2e/site.db",
    "/uploads/../site.db",
    "/uploads/..%2Fsession-secret",
    "/assets/..%2F..%2Fpackage.json",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain("SQLite format");
  }
});

test("photo details are shown as text wherever they appear, never run", async ({ page, request }) => {
  const login = await request.post("/api/v1/user/login", { data: { userid: OWNER.userid, password: OWNER.password } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
  const details = `<img src=x onerror="window.hacked=1"> Rally "for" 'all' & more`;
  const added = await request.post("/api/v1/content/add_Content", {
    headers: auth,
    multipart: { details, image: { name: "a.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(600, 400) } },
  });
  expect(added.status()).toBe(200);
  const html = await (await request.get("/")).text();
  expect(html).not.toContain("<img src=x");
  await page.goto("/");
  await expect(page.getByText(details).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test("HSTS is sent over HTTPS only: behind a trusted proxy that says so, never on plain HTTP or a forged header", async () => {
  const behindProxy = await startSite({ env: { TRUST_PROXY: "1" } });
  const direct = await startSite();
  try {
    const hsts = async (baseURL: string, headers: Record<string, string> = {}) =>
      (await fetch(`${baseURL}/updates`, { headers })).headers.get("strict-transport-security");
    expect(await hsts(behindProxy.baseURL, { "X-Forwarded-Proto": "https" })).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts(behindProxy.baseURL, { "X-Forwarded-Proto": "http" })).toBeNull();
    expect(await hsts(behindProxy.baseURL)).toBeNull();
    expect(await hsts(direct.baseURL, { "X-Forwarded-Proto": "https" })).toBeNull();
  } finally {
    await Promise.all([behindProxy.stop(), direct.stop()]);
  }
});
