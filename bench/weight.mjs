// @ts-check
// npm run bench:weight: bytes a phone downloads for a first view of each public page at 360 px,
// split by kind, as transferred (compressed). Starts the production build on a fresh DATA_DIR
// with the demo content, loads each page the sitemap names in Debian's Chromium and lets lazy
// images load.
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startSite } from "../tests/support/site.mjs";

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
});
const rows = [];
let homePhotoBytes = 0;
let homeFirstTrip = 0;
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const bytes = { html: 0, css: 0, js: 0, images: 0, other: 0 };
    /** @type {Promise<void>[]} */
    const sizes = [];
    page.on("requestfinished", (request) => {
      sizes.push(
        request.sizes().then((size) => {
          const transferred = size.responseBodySize + size.responseHeadersSize;
          const what = kind(request.resourceType(), request.url());
          bytes[what] += transferred;
          if (path === "/" && request.url().includes("/uploads/")) homePhotoBytes = Math.max(homePhotoBytes, size.responseBodySize);
          if (path === "/" && (what === "html" || what === "css")) homeFirstTrip += transferred;
        }),
      );
    });
    await page.goto(site.baseURL + path, { waitUntil: "networkidle" });
    await Promise.all(sizes);
    if (path !== "/login" && bytes.html > heaviest.bytes) heaviest = { path, bytes: bytes.html };
    rows.push({
      path,
      ...Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, +(v / 1024).toFixed(1)])),
      totalBeforeImages: +((bytes.html + bytes.css + bytes.js + bytes.other) / 1024).toFixed(1),
    });
    await context.close();
  }
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
