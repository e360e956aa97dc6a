// @ts-check
// npm run bench:slow-upload: what a village signal does to the largest upload the owner makes.
// An 8 MB annual report goes to the documents form, without JavaScript, over one connection
// written at 200 kbps (a weak 3G or good 2G upstream): some five and a half minutes, longer than
// Node's own five-minute limit on a request. Then a body that stops half-way and stays silent.
// Then the owner's real path: the same report from the form in Chromium with JavaScript on, at
// 200 kbps, the signal gone for DROP_SECONDS every minute; a post of the whole form could never
// get through, since it needs five unbroken minutes, and the file goes ahead in pieces instead.
// Prints how long each took and what the site answered. Loopback only; it takes about fifteen minutes.
import { chromium } from "@playwright/test";
import { multipartBody, pdfOf, sendSlowly } from "../tests/support/bodies.mjs";
import { OWNER, ownerCookie, startSite } from "../tests/support/site.mjs";
import { chromiumEnv, chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";

const KBPS = Number(process.env.SLOW_UPLOAD_KBPS ?? 200);
const PDF_MB = Number(process.env.SLOW_UPLOAD_MB ?? 8);
/** What the signal carries in a tenth of a second. */
const PER_TENTH = Math.max(1, Math.round((KBPS * 1024) / 8 / 10));
/** How long the signal is gone each minute on the owner's real path: within the phone's own tries (2, 4 and 8 s). */
const DROP_SECONDS = Number(process.env.SLOW_UPLOAD_DROP_SECONDS ?? 10);

/**
 * The first `bytes` of `body`, a tenth of a second's worth at a time.
 * @param {Buffer} body @param {number} bytes
 */
function* tenths(body, bytes) {
  for (let at = 0; at < bytes; at += PER_TENTH) yield body.subarray(at, Math.min(at + PER_TENTH, bytes));
}

const site = await startSite({ demoContent: false });
try {
  const cookie = await ownerCookie(site.baseURL);
  const port = Number(new URL(site.baseURL).port);
  const report = { name: "report.pdf", type: "application/pdf", bytes: pdfOf(PDF_MB * 1024 * 1024) };
  const { body, contentType } = multipartBody({ kind: "report", title: "Annual report", year: "2025-26" }, report, "document");
  const head = `POST /login-home/documents/new HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  /** The status line heard, or how the connection ended. @param {{ heard: string }} answer */
  const statusOf = ({ heard }) => heard.split("\r\n")[0] || "(closed without an answer)";
  const whole = await sendSlowly(port, head, tenths(body, body.length), 100);
  console.log(`${PDF_MB} MB PDF at ${KBPS} kbps: ${statusOf(whole)} after ${whole.seconds.toFixed(0)} s (the owner's form answers 302 when it is saved)`);
  const silent = await sendSlowly(port, head, tenths(body, 256 * 1024), 100);
  console.log(`the same, silent after 256 KB: ${statusOf(silent)} after ${silent.seconds.toFixed(0)} s (given up after 120 s of silence)`);
  await fromTheForm(site.baseURL, report.bytes);
} finally {
  await site.stop();
}

/**
 * The report sent from its form in Chromium with JavaScript on, the signal at KBPS and gone for
 * DROP_SECONDS of every minute, until the form says it is saved (or 30 minutes pass).
 * @param {string} baseURL @param {Buffer} bytes
 */
async function fromTheForm(baseURL, bytes) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, env: chromiumEnv });
  try {
    const page = await browser.newPage();
    await page.request.post(`${baseURL}/login`, { form: { userid: OWNER.userid, password: OWNER.password } });
    /** @type {number[]} */
    const starts = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "POST" && url.pathname.startsWith("/login-home/incoming/")) starts.push(Number(url.searchParams.get("from")));
    });
    await page.goto(`${baseURL}/login-home/documents/new`);
    await page.locator("#kind").selectOption("report");
    await page.locator("#title").fill("Annual report");
    await page.locator("#year").fill("2025-26");
    await page.locator("#document").setInputFiles({ name: "annual-report.pdf", mimeType: "application/pdf", buffer: bytes });
    const cdp = await page.context().newCDPSession(page);
    const up = { offline: false, latency: 300, downloadThroughput: (KBPS * 2 * 1024) / 8, uploadThroughput: (KBPS * 1024) / 8 };
    await cdp.send("Network.emulateNetworkConditions", up);
    const started = performance.now();
    await page.getByRole("button", { name: "Add document" }).click();
    let drops = 0;
    const saved = page
      .getByText("The document was added.")
      .waitFor({ timeout: 30 * 60_000 })
      .then(
        () => true,
        () => false,
      );
    const signal = (async () => {
      for (;;) {
        if (await Promise.race([saved, new Promise((resolve) => setTimeout(() => resolve(false), 60_000 - DROP_SECONDS * 1000))])) return;
        drops += 1;
        await cdp.send("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
        await new Promise((resolve) => setTimeout(resolve, DROP_SECONDS * 1000));
        await cdp.send("Network.emulateNetworkConditions", up);
      }
    })();
    const done = await saved;
    await signal;
    const seconds = (performance.now() - started) / 1000;
    const sent = starts.reduce((total, start) => total + Math.min(1024 * 1024, bytes.length - start), 0);
    console.log(
      `with JavaScript, at ${KBPS} kbps, the signal gone ${DROP_SECONDS} s every minute (${drops} drops): ${done ? "saved" : "NOT saved"} after ${seconds.toFixed(0)} s, in ${starts.length} pieces carrying at most ${(sent / 1024 / 1024).toFixed(1)} MB for ${(bytes.length / 1024 / 1024).toFixed(1)} MB`,
    );
  } finally {
    await browser.close();
  }
}
