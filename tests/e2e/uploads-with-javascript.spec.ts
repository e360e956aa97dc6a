import { throttleOf, villageSignal } from "../support/signal";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { makeCameraJpeg, pdfOf } from "../support/photos";
import { PHONE } from "../support/afternoon";

// The owner's real path: a phone with JavaScript on, a camera photo of about 5 MB for every
// photo field and an 8 MB PDF for every PDF field. Remix posts these forms to `….data`
// addresses, and every one of them must reach its route's upload limit, not an owner form's.
test.use({ demoContent: true, siteOf: "uploads with JavaScript" });
test.describe.configure({ mode: "serial" });

const MB = 1024 * 1024;

/** The first link on an owner list whose address matches, as the owner would tap it. */
async function firstLink(page: Page, list: string, address: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const found = hrefs.find((href) => address.test(href));
  expect(found, `a link like ${address} on ${list}`).toBeTruthy();
  return found ?? "";
}

/** Every address a body was posted to, to prove the browser really went through Remix's own post. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

async function submit(page: Page) {
  await page.locator("main form:has(input[type=file]) button[type=submit]").click();
}

test("a 5 MB camera photo is saved from every photo field, and an 8 MB PDF from every PDF field", async ({ ownerPage: page }) => {
  test.setTimeout(180_000);
  const camera = await makeCameraJpeg();
  expect(camera.length).toBeGreaterThan(4 * MB);
  const photo = { name: "IMG_20261125_101500.jpg", mimeType: "image/jpeg", buffer: camera };
  const pdf = { name: "annual-report-2025-26.pdf", mimeType: "application/pdf", buffer: pdfOf(8 * MB) };
  const posts = postsOf(page);

  const storyEdit = await firstLink(page, "/login-home/photo-content", /^\/api\/v1\/content\/get_Contents_Update\//);
  const memberEdit = await firstLink(page, "/login-home/team", /^\/login-home\/team\/(?!new$)[^/]+$/);
  const group = await firstLink(page, "/login-home/gallery", /^\/login-home\/gallery\/[^/]+$/);
  const notice = await firstLink(page, "/login-home/notice", /^\/login-home\/notice\/[^/]+$/);

  const forms: { path: string; fill?: (page: Page) => Promise<void>; file: typeof photo; saved: string | RegExp }[] = [
    { path: "/login-home/logo", file: photo, saved: "The logo was saved." },
    { path: "/login-home/upi-qr", file: photo, saved: "The bank's QR code was saved." },
    {
      path: "/login-home/team/new",
      file: photo,
      saved: "The team member was added.",
      fill: async (page) => {
        await page.getByLabel("Name", { exact: true }).fill("Sunita Devi");
        await page.getByLabel("Role in English").fill("Treasurer");
      },
    },
    { path: memberEdit, file: photo, saved: "The team member was updated." },
    { path: "/login-home/programmes/rural", file: photo, saved: "The programme was saved." },
    {
      path: `${group}/new`,
      file: photo,
      saved: "The photo was added to the gallery.",
      fill: (page) => page.getByLabel("Caption in English").fill("The camp at Karanda"),
    },
    {
      path: "/login-home/add-content",
      file: photo,
      saved: "The photo story was added.",
      fill: (page) => page.getByLabel("Description in English").fill("A new well for the school"),
    },
    { path: storyEdit, file: photo, saved: "The photo story was updated." },
    {
      path: "/login-home/documents/new",
      file: pdf,
      saved: "The document was added.",
      fill: async (page) => {
        await page.getByLabel("Title in English").fill("Annual report");
        await page.getByLabel(/^Year/).fill("2025-26");
      },
    },
    { path: `${notice}/attachment`, file: pdf, saved: "The PDF was attached to the notice." },
  ];
  for (const form of forms) {
    await page.goto(form.path);
    await form.fill?.(page);
    await page.locator("main input[type=file]").setInputFiles(form.file);
    await submit(page);
    await expect(page.getByText(form.saved), form.path).toBeVisible({ timeout: 60_000 });
  }
  // Each went to its own page, through the upload's own post, not a plain form post.
  for (const form of forms) expect(posts, form.path).toContain(form.path);

  // The notice's PDF taken off again: she stays on its page, which says so.
  await page.getByRole("button", { name: "Take the PDF off" }).click();
  await expect(page.getByRole("status")).toHaveText("The PDF was taken off the notice.");
  await expect(page).toHaveURL(new RegExp(`${notice}/attachment$`));
  await expect(page.locator("[data-notice-attachment]")).toHaveCount(0);
});

test("a file over its limit is refused before it travels, in the owner's language, with what was typed kept", async ({ ownerPage: page }) => {
  const posts = postsOf(page);
  const inEachLanguage = [
    { language: "en", title: "Annual report 2024-25", says: "This document is too large: it may be at most 10 MB." },
    { language: "hi", title: "वार्षिक रिपोर्ट", says: "यह दस्तावेज़ बहुत बड़ा है: ज़्यादा से ज़्यादा 10 MB का हो सकता है।" },
  ];
  for (const { language, title, says } of inEachLanguage) {
    await page.request.post("/login-home/language", { form: { language } });
    await page.goto("/login-home/documents/new");
    await page.locator("#title").fill(title);
    await page.locator("#document").setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: pdfOf(11 * MB) });
    await submit(page);
    await expect(page.getByRole("alert")).toHaveText(says);
    await expect(page.locator("#title")).toHaveValue(title);
    await expectNoAxeViolations(page);
  }
  expect(posts).not.toContain("/login-home/documents/new");
  await page.request.post("/login-home/language", { form: { language: "en" } });
});

test("Remix's own post of an upload form (to its `.data` address) reaches the upload's limit, not an owner form's", async ({ ownerPage: page }) => {
  const answer = await page.request.post("/login-home/documents/new.data", {
    multipart: {
      kind: "report",
      title: "Posted by Remix",
      year: "2024-25",
      document: { name: "report.pdf", mimeType: "application/pdf", buffer: pdfOf(2 * MB) },
    },
  });
  expect(answer.status()).toBeLessThan(400);
  await page.goto("/login-home/documents");
  await expect(page.getByRole("link", { name: "Posted by Remix" })).toBeVisible();
});

test("in Hindi, on a 200 kbps upstream, a camera photo goes to the gallery with its progress in Hindi", async ({ ownerPage: page }) => {
  test.setTimeout(180_000);
  await page.request.post("/login-home/language", { form: { language: "hi" } });
  const group = await firstLink(page, "/login-home/gallery", /^\/login-home\/gallery\/[^/]+$/);
  await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 400 });
  await page.goto(`${group}/new`);
  await page.locator("#captionHi").fill("करंडा का शिविर");
  await page.locator("#image").setInputFiles({ name: "IMG_20261125_101500.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() });
  await submit(page);
  await expect(page.locator("[data-upload-state]")).toContainText(/भेजा जा रहा है… \d+%/, { timeout: 30_000 });
  await expect(page.getByText("फ़ोटो गैलरी में जुड़ गई।")).toBeVisible({ timeout: 120_000 });
  await page.request.post("/login-home/language", { form: { language: "en" } });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("in Hindi, on a 200 kbps upstream, a gallery group and its camera photo go to the bin together and come back", async ({ ownerPage: page }) => {
    test.setTimeout(180_000);
    await page.request.post("/login-home/language", { form: { language: "hi" } });
    await page.goto("/login-home/gallery");
    await page.locator("#titleHi").fill("बाढ़ राहत शिविर");
    await page.getByRole("button", { name: "समूह जोड़ें" }).click();
    await expect(page).toHaveURL(/\/login-home\/gallery\/[^/?]+$/);
    const group = new URL(page.url()).pathname;
    await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 400 });
    await page.goto(`${group}/new`);
    await page.locator("#captionHi").fill("नदी किनारे राशन बँटा");
    await page.locator("#image").setInputFiles({ name: "IMG_20261126_091500.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() });
    await submit(page);
    await expect(page.getByText("फ़ोटो गैलरी में जुड़ गई।")).toBeVisible({ timeout: 120_000 });

    await page.goto("/login-home/gallery");
    // With JavaScript, Delete asks in the phone's own dialog, in the owner's language.
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page
      .getByRole("listitem")
      .filter({ hasText: "बाढ़ राहत शिविर" })
      .getByRole("button", { name: "समूह “बाढ़ राहत शिविर” और उसकी फ़ोटो कूड़ेदान में डालें" })
      .click();
    expect(await asked).toBe("समूह “बाढ़ राहत शिविर” और उसकी फ़ोटो कूड़ेदान में डाल दें? 30 दिन तक आप इसे कूड़ेदान से वापस ला सकते हैं।");
    await expect(page.getByRole("status")).toHaveText("गैलरी का समूह और उसकी फ़ोटो कूड़ेदान में चली गईं।");
    await page.goto("/hi/gallery");
    await expect(page.getByText("नदी किनारे राशन बँटा")).toHaveCount(0);

    await page.goto("/login-home/bin");
    const entry = page.locator("[data-bin-entry]").filter({ hasText: "बाढ़ राहत शिविर" });
    await expect(entry).toContainText("गैलरी का समूह");
    await expect(entry).toContainText("अपनी एक फ़ोटो के साथ, जो इसके साथ ही वापस आएगी।");
    await expect(entry.locator("img")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await entry.getByRole("button", { name: /वापस लाएँ/ }).click();
    await expect(page.getByRole("status")).toHaveText("यह अपनी पहले वाली जगह पर लौट आया।");
    await page.goto("/hi/gallery");
    await expect(page.getByText("नदी किनारे राशन बँटा").first()).toBeVisible();
    await page.request.post("/login-home/language", { form: { language: "en" } });
  });
});
