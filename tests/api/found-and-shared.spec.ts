import fs from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { onAFreshSite, ownerBearer, ownerCookie, ownerFormPoster, ownerUploader } from "../support/owner-http";
import { makeJpeg } from "../support/photos";
import { multipartBody } from "../support/raw-http";
import { startSite, type RunningSite } from "../support/site.mjs";
import { hindiTwin, PUBLIC_PAGES } from "../support/pages";

// Found by search engines and passed on in WhatsApp: every public page, in both languages, has
// its canonical address, its twin, and a link preview whose picture WhatsApp accepts; the
// site has robots.txt, a sitemap, icons and a manifest; the owner's pages are kept out.

let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ demoContent: false });
});
test.afterAll(async () => {
  await site?.stop();
});

const page = async (path: string) => (await fetch(`${site.baseURL}${path}`)).text();
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

async function previewPicture(html: string) {
  const address = metaOf(html, "og:image") ?? "";
  expect(address.startsWith(`${site.baseURL}/share/`), address).toBe(true);
  const answer = await fetch(address);
  expect(answer.headers.get("content-type")).toBe("image/jpeg");
  const bytes = Buffer.from(await answer.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { address, bytes: bytes.length, width, height, format };
}

test("every public page, in English and Hindi, names itself, its twin and its link preview", async () => {
  for (const path of PUBLIC_PAGES) {
    for (const [address, locale] of [
      [path, "en_IN"],
      [hindiTwin(path), "hi_IN"],
    ] as const) {
      const html = await page(address);
      // Every character arrives whole: no stray NUL byte from the renderer, no "�" in its place.
      expect(html.includes("\u0000") || html.includes("\uFFFD"), `${address} has a broken character`).toBe(false);
      expect(html, address).toContain(`<link rel="canonical" href="${site.baseURL}${address}"/>`);
      expect(metaOf(html, "og:url"), address).toBe(`${site.baseURL}${address}`);
      expect(metaOf(html, "og:locale"), address).toBe(locale);
      expect(metaOf(html, "og:title"), address).toBeTruthy();
      expect(metaOf(html, "og:description"), address).toBeTruthy();
      expect(metaOf(html, "twitter:card"), address).toBe("summary_large_image");
      expect(metaOf(html, "robots"), address).toBeNull();
    }
  }
});

test("the preview picture is the page's photo, else the logo, else a card with the name: 1200 by 630, under 300 KB", async () => {
  const card = await previewPicture(await page("/donate"));
  expect(card).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  expect(card.address).toMatch(/\/share\/card-[a-f0-9]{8}\.jpg$/);

  const cookie = await ownerCookie(site.baseURL);
  const sentLogo = await ownerUploader(site.baseURL, cookie)("/login-home/logo", {}, { name: "logo.jpg", type: "image/jpeg", bytes: await makeJpeg(400, 400) });
  expect(sentLogo.status).toBe(302);
  const logo = await previewPicture(await page("/donate"));
  expect(logo.address).toMatch(/\/share\/logo-[a-f0-9]{24}\.jpg$/);
  expect(logo).toMatchObject({ width: 1200, height: 630 });

  // A busy 4000 by 3000 photo: the picture still stays under WhatsApp's limit.
  const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 400, height: 300, channels: 3 },
  })
    .resize(4000, 3000, { kernel: "nearest" })
    .jpeg({ quality: 95 })
    .toBuffer();
  const story = multipartBody({ details: "A crowded relief camp" }, { name: "camp.jpg", type: "image/jpeg", bytes: noisy });
  const added = await fetch(`${site.baseURL}/api/v1/content/add_Content`, {
    method: "POST",
    headers: { ...(await ownerBearer(site.baseURL)), "Content-Type": story.contentType },
    body: story.body,
  });
  expect(added.status).toBe(200);
  for (const home of ["/", "/hi"]) {
    const photo = await previewPicture(await page(home));
    expect(photo.address).toMatch(/\/share\/photo-[a-f0-9]{24}\.jpg$/);
    expect(photo).toMatchObject({ width: 1200, height: 630 });
    expect(photo.bytes).toBeLessThanOrEqual(300 * 1024);
  }
  expect((await fetch(`${site.baseURL}/share/photo-${"0".repeat(24)}.jpg`)).status).toBe(404);
  expect((await fetch(`${site.baseURL}/share/anything.png`)).status).toBe(404);
});

test("a trust with only a Hindi name gets a preview card with the name drawn in Devanagari, whatever fonts the host has", async () => {
  await onAFreshSite(async (fresh, cookie) => {
    const saved = await ownerFormPoster(fresh.baseURL, cookie)("/login-home/trust", {
      nameHi: "सहयोग ग्रामीण विकास एवं दिव्यांग कल्याण ट्रस्ट",
      formedOn: "2019-04-01",
      formedUnder: "Indian Trusts Act, 1882",
    });
    expect(saved.status).toBe(302);
    const html = await (await fetch(`${fresh.baseURL}/hi/donate`)).text();
    const card = await fetch(metaOf(html, "og:image") ?? "");
    const { data, info } = await sharp(Buffer.from(await card.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Devanagari joins a word's letters under one headline (शिरोरेखा), so a row of the white name
    // runs unbroken across a whole word. A host without a Devanagari font draws each letter as
    // its own box with its code in it, and no white run is longer than one box (about 40 px).
    let longestRun = 0;
    for (let y = 0; y < info.height; y++) {
      let run = 0;
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        run = Math.min(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0) > 235 ? run + 1 : 0;
        longestRun = Math.max(longestRun, run);
      }
    }
    expect(longestRun).toBeGreaterThan(100);
  });
});

test("the home page describes the trust for search engines with only what the trust has given", async () => {
  const html = await page("/");
  const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
  const facts = JSON.parse(json) as Record<string, unknown>;
  expect(facts).toMatchObject({ "@context": "https://schema.org", "@type": "NGO", url: `${site.baseURL}/` });
  for (const notGiven of ["foundingDate", "telephone", "email", "address", "sameAs"]) expect(facts, notGiven).not.toHaveProperty(notGiven);
});

test("robots.txt, the sitemap, the icons and the manifest", async () => {
  const robots = await page("/robots.txt");
  expect(robots).toContain("Disallow: /login-home");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${site.baseURL}/sitemap.xml`);

  const sitemap = await page("/sitemap.xml");
  for (const path of PUBLIC_PAGES) {
    for (const address of [path, hindiTwin(path)]) expect(sitemap, address).toContain(`<loc>${site.baseURL}${address}</loc>`);
  }
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${site.baseURL}/hi/donate"/>`);
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(sitemap).not.toContain("/login");

  const icon = await fetch(`${site.baseURL}/favicon.ico`);
  expect(icon.status).toBe(200);
  expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  expect((await fetch(`${site.baseURL}/apple-touch-icon.png`)).headers.get("content-type")).toBe("image/png");
  const manifest = (await (await fetch(`${site.baseURL}/manifest.webmanifest`)).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBeTruthy();
  for (const { src } of manifest.icons) expect((await fetch(`${site.baseURL}${src}`)).status).toBe(200);
  expect(fs.existsSync("public/favicon.ico")).toBe(true);
});

test("the login, the owner's pages and a missing page ask not to be indexed and carry no preview", async () => {
  const cookie = await ownerCookie(site.baseURL);
  for (const path of ["/login", "/login-home", "/login-home/team"]) {
    const html = await (await fetch(`${site.baseURL}${path}`, { headers: { Cookie: cookie } })).text();
    expect(metaOf(html, "robots"), path).toBe("noindex");
    expect(metaOf(html, "og:image"), path).toBeNull();
  }
  const missing = await fetch(`${site.baseURL}/no-such-page`);
  expect(missing.status).toBe(404);
  const html = await missing.text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<title>Page not found \| [^<]+<\/title>/);
  expect(html.slice(html.indexOf("<body"))).not.toContain("<title>");
  expect(metaOf(html, "robots")).toBe("noindex");
});

test("every notice and photo story has its own page, linked from the board and the carousel, to share on WhatsApp", async () => {
  const bearer = await ownerBearer(site.baseURL);
  const text = "Free eye camp on Sunday. Register at https://camp.example.in/eyes or call 98765 43210.";
  const posted = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
    method: "POST",
    headers: { ...bearer, "Content-Type": "application/json" },
    body: JSON.stringify({ update: text }),
  });
  const noticeId = ((await posted.json()) as { data: { _id: string } }).data._id;

  const board = await page("/updates");
  expect(board).toContain(`href="/updates/${noticeId}"`);
  expect(board).toContain(
    '<a href="https://camp.example.in/eyes" class="text-brand-700 underline" rel="nofollow noopener noreferrer">https://camp.example.in/eyes</a>',
  );
  expect(board).toContain('<a href="tel:+919876543210" class="text-brand-700 underline">98765 43210</a>');

  for (const [address, locale] of [
    [`/updates/${noticeId}`, "en_IN"],
    [`/hi/updates/${noticeId}`, "hi_IN"],
  ] as const) {
    const own = await page(address);
    expect(own).toContain("Free eye camp on Sunday.");
    expect(metaOf(own, "og:locale")).toBe(locale);
    expect(metaOf(own, "og:title")).toContain("Free eye camp on Sunday.");
    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(own)?.[1] ?? "";
    expect(decodeURIComponent(share.replace(/&amp;/g, "&").split("text=")[1] ?? "")).toContain(`${site.baseURL}${address}`);
  }
  expect((await fetch(`${site.baseURL}/updates/no-such-notice`)).status).toBe(404);

  const story = multipartBody(
    { details: "Wheelchairs for twelve Divyang friends in Ghazipur." },
    { name: "chairs.jpg", type: "image/jpeg", bytes: await makeJpeg(1600, 900) },
  );
  const added = await fetch(`${site.baseURL}/api/v1/content/add_Content`, {
    method: "POST",
    headers: { ...bearer, "Content-Type": story.contentType },
    body: story.body,
  });
  const storyId = ((await added.json()) as { data: { _id: string } }).data._id;
  expect(await page("/")).toContain(`href="/success-works/${storyId}"`);
  expect(await page("/hi")).toContain(`href="/hi/success-works/${storyId}"`);
  const storyPage = await page(`/success-works/${storyId}`);
  expect(storyPage).toContain("Wheelchairs for twelve Divyang friends in Ghazipur.");
  expect(metaOf(storyPage, "og:image")).toMatch(/\/share\/photo-[a-f0-9]{24}\.jpg$/);
  expect(storyPage).toMatch(/href="https:\/\/wa\.me\/\?text=/);

  const sitemap = await page("/sitemap.xml");
  for (const address of [`/updates/${noticeId}`, `/hi/updates/${noticeId}`, `/success-works/${storyId}`, `/hi/success-works/${storyId}`]) {
    expect(sitemap, address).toContain(`<loc>${site.baseURL}${address}</loc>`);
  }
});
