import { expect, test } from "../support/fixtures";

test.use({ siteOf: "security headers" });

test("every answer carries the security headers", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1] ?? "";
  const photo = /src="(\/uploads\/[^"]+)"/.exec(home)?.[1] ?? "";
  for (const path of ["/", "/updates", "/no-such-page", "/healthcheck", "/api/v1/update/getNoticeUpdates", "/api/v1/update/get_Notice", asset, photo, "/images/logo.svg"]) {
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

test("each page gets a fresh nonce, and only scripts with it run", async ({ request }) => {
  const nonces = new Set<string>();
  for (let n = 0; n < 3; n++) {
    const response = await request.get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
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
    await request.post("/api/v1/content/add_Content", { headers: { Authorization: "Bearer nope", "Content-Type": "multipart/form-data; boundary=x" }, data: "garbage" }),
    await request.post("/login", { headers: { "Content-Type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" }),
    await request.post("/api/v1/user/login", { headers: { "Content-Type": "application/json" }, data: Buffer.from("[1,2") }),
  ];
  for (const answer of answers) {
    expect(answer.status()).toBeLessThan(500);
    const body = await answer.text();
    expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+/);
  }
});
