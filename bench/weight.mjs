// @ts-check
// npm run bench:weight: bytes a phone downloads for a first view of each public page at 360 px,
// split by kind, as transferred (compressed). Starts the production build on a fresh DATA_DIR
// with the demo content, loads each page the sitemap names in Debian's Chromium and lets lazy
// images load. Then the same for each owner page the owner's home links to, logged in: the
// owner's pages carry the script that adds busy states and previews, loaded once and cached.
import { chromium } from "@playwright/test";
import { chromiumEnv, chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { ownerCookie, startSite } from "../tests/support/site.mjs";

const budgets = { homeBeforeImagesKB: 120, firstRoundTripKB: 14, phonePhotoKB: 60 };

/** @param {string} type @param {string} url @returns {"html" | "css" | "js" | "images" | "other"} */
function kind(type, url) {
  if (type === "document") return "html";
  if (type === "stylesheet") return "css";
  if (type === "script") return "js";
  if (type === "image" || /\.(avif|webp|jpg|svg|png)$/.test(url)) return "images";
  return "other";
}

const site = await startSite({ demoContent: true });
// Every public page in English and in Hindi, as the sitemap lists them (each notice's, photo
// story's and event's own page among them), and the login page.
const sitemap = await (await fetch(`${site.baseURL}/sitemap.xml`)).text();
const pages = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname), "/login"];
let heaviest = { path: "", bytes: 0 };
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
  env: chromiumEnv,
});
/** @typedef {Record<"html" | "css" | "js" | "images" | "other", number>} Bytes */
/** @param {Bytes} bytes @returns {Bytes & { totalBeforeImages: number }} */
const inKilobytes = (bytes) => ({
  .../** @type {Bytes} */ (Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, +(v / 1024).toFixed(1)]))),
  totalBeforeImages: +((bytes.html + bytes.css + bytes.js + bytes.other) / 1024).toFixed(1),
});
/**
 * What a page's view transfers, by kind, in `context` (a new one is a first visit; one that
 * loaded a page before keeps its cached script). `each` hears of every response.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {string} path
 * @param {(url: string, what: keyof Bytes, transferred: number, body: number) => void} [each]
 */
async function viewOf(context, path, each) {
  const page = await context.newPage();
  /** @type {Bytes} */
  const bytes = { html: 0, css: 0, js: 0, images: 0, other: 0 };
  /** @type {Promise<void>[]} */
  const sizes = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then((size) => {
        const transferred = size.responseBodySize + size.responseHeadersSize;
        const what = kind(request.resourceType(), request.url());
        bytes[what] += transferred;
        each?.(request.url(), what, transferred, size.responseBodySize);
      }),
    );
  });
  await page.goto(site.baseURL + path, { waitUntil: "networkidle" });
  await Promise.all(sizes);
  await page.close();
  return bytes;
}
const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 };
const rows = [];
/** @type {(Bytes & { path: string; laterVisit: number })[]} */
const ownerRows = [];
let homePhotoBytes = 0;
let homeFirstTrip = 0;
try {
  for (const path of pages) {
    const context = await browser.newContext(phone);
    const bytes = await viewOf(context, path, (url, what, transferred, body) => {
      if (path === "/" && url.includes("/uploads/")) homePhotoBytes = Math.max(homePhotoBytes, body);
      if (path === "/" && (what === "html" || what === "css")) homeFirstTrip += transferred;
    });
    if (path !== "/login" && bytes.html > heaviest.bytes) heaviest = { path, bytes: bytes.html };
    rows.push({ path, ...inKilobytes(bytes) });
    await context.close();
  }
  const cookieHeader = await ownerCookie(site.baseURL);
  const cookies = cookieHeader.split("; ").map((cookie) => {
    const [name = "", ...value] = cookie.split("=");
    return { name, value: value.join("="), url: site.baseURL };
  });
  const ownerHome = await (await fetch(`${site.baseURL}/login-home`, { headers: { Cookie: cookieHeader } })).text();
  const ownerPages = [...new Set([...ownerHome.matchAll(/href="(\/login-home[^"?#.]*)"/g)].map((match) => match[1] ?? ""))];
  const later = await browser.newContext(phone);
  await later.addCookies(cookies);
  await viewOf(later, "/login-home");
  for (const path of ownerPages) {
    const first = await browser.newContext(phone);
    await first.addCookies(cookies);
    const bytes = await viewOf(first, path);
    await first.close();
    ownerRows.push({ path, ...inKilobytes(bytes), laterVisit: inKilobytes(await viewOf(later, path)).totalBeforeImages });
  }
  await later.close();
} finally {
  await browser.close();
  await site.stop();
}
console.log("First view at 360 px, kilobytes transferred (compressed):");
console.table(rows);
const home = rows.find((row) => row.path === "/");
console.log(`home before images: ${home?.totalBeforeImages} KB (budget ${budgets.homeBeforeImagesKB} KB)`);
console.log(`home HTML + CSS (first round trip): ${(homeFirstTrip / 1024).toFixed(1)} KB (budget ${budgets.firstRoundTripKB} KB)`);
console.log(
  `heaviest page's HTML with its inline CSS (its first round trip): ${(heaviest.bytes / 1024).toFixed(1)} KB on ${heaviest.path} (budget ${budgets.firstRoundTripKB} KB)`,
);
console.log(`largest photo sent to a 360 px phone: ${(homePhotoBytes / 1024).toFixed(1)} KB (budget ${budgets.phonePhotoKB} KB)`);
console.log("\nThe owner's pages at 360 px, logged in: a first visit, and (laterVisit) the same page once the owner's script is cached:");
console.table(ownerRows);
const most = (/** @type {"html" | "js" | "laterVisit"} */ column) => ownerRows.reduce((top, row) => (row[column] > top[column] ? row : top));
console.log(`owner's heaviest HTML: ${most("html").html} KB on ${most("html").path}; most script on a first visit: ${most("js").js} KB on ${most("js").path}`);
console.log(`owner's heaviest later visit (script cached): ${most("laterVisit").laterVisit} KB on ${most("laterVisit").path}`);
