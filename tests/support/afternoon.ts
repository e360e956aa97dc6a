import { throttleOf, villageSignal } from "./signal";
import type { CDPSession, Page } from "@playwright/test";
import { expect, OWNER } from "./fixtures";
import { brokenWordsInHeader, hindiTwin, PUBLIC_PAGES } from "./pages";
import { makeCameraJpeg, pdfOf } from "./photos";

// An afternoon without the nephew (tests/e2e/an-afternoon-*.spec.ts): a new trust's secretary, alone, on a 360 px phone, makes an
// empty production site the trust's own. She follows the owner's checklist from its first item to
// its last, then posts a notice with its PDF, a photo story and a work counter, with camera photos
// of 5 MB for every photo field and an 8 MB PDF for the annual report and the notice, on a slow
// signal. At the end no form refused a real file, nothing she typed was lost, the public pages
// show what she typed and nothing she did not, and no word of the trust's name is broken.
//
// The same afternoon runs three times, each on its own empty site: in English with JavaScript on,
// with the owner's area in Hindi with JavaScript on (a slower signal), and in English with
// JavaScript off. It finds its way by what she sees (the checklist's links, the lists' Update
// links, the forms' own buttons), by field ids where the label is in the language of the run.

const MB = 1024 * 1024;

export type Afternoon = { lang: "en" | "hi"; javaScript: boolean; upKbps: number };

/** What she types, in the language of the run; the field ids of English and Hindi texts. */
function trustOf(lang: "en" | "hi") {
  const hi = lang === "hi";
  return {
    text: (field: string) => (hi ? `#${field}Hi` : `#${field}`),
    name: hi ? "सहयोग ग्रामीण विकास एवं दिव्यांग कल्याण चैरिटेबल ट्रस्ट" : "Sahyog Gramin Vikas Evam Divyang Kalyan Charitable Trust",
    shortName: hi ? "सहयोग ट्रस्ट" : "Sahyog Trust",
    tagline: hi ? "हर गाँव में पढ़ाई और सहारा" : "Learning and support in every village",
    about: hi
      ? "हम शाम को बच्चों को पढ़ाते हैं।\n\nहम दिव्यांग साथियों को उनके हक़ दिलाते हैं।"
      : "We teach children in the evenings.\n\nWe help Divyang friends get what the law gives them.",
    founderRole: hi ? "संस्थापक" : "Founder",
    message: hi ? "नमस्ते। साथ देने के लिए धन्यवाद।" : "Namaste. Thank you for standing with us.",
    formedUnder: hi ? "भारतीय न्यास अधिनियम, 1882" : "Indian Trusts Act, 1882",
    role: hi ? "सचिव" : "Secretary",
    groupTitle: hi ? "बलिया का नेत्र शिविर" : "Eye camp at Ballia",
    caption: hi ? "शिविर में आँखों की जाँच" : "Eye tests at the camp",
    betterCaption: hi ? "बलिया के शिविर में 120 लोगों की आँखों की जाँच" : "120 people had their eyes tested at the Ballia camp",
    notice: hi ? "रविवार को बलिया में नेत्र शिविर लगेगा।" : "An eye camp will be held at Ballia on Sunday.",
    story: hi ? "स्कूल के लिए नया हैंडपंप लगा।" : "A new hand pump for the village school.",
    counter: hi ? "शिविर" : "Camps held",
  };
}

/** Every page the browser showed (whole loads and Remix's own navigations) and every post it sent. */
function countSteps(page: Page) {
  const steps = { pages: 0, posts: 0 };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) steps.pages += 1;
  });
  page.on("request", (request) => {
    if (request.method() === "POST") steps.posts += 1;
  });
  return steps;
}

/** A phone's signal: its upstream, with a village's downstream and round trip. */
const signal = (cdp: CDPSession | null, upKbps: number) => villageSignal(cdp, { upKbps, downKbps: 1600 });

/** The save's message came, and no refusal (a form keeps an empty alert ready for one). */
async function expectSaved(page: Page) {
  await expect(page.getByRole("status")).not.toBeEmpty({ timeout: 120_000 });
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
}

/** Taps the form's own button: the one form on the page with a file, or the form around a field. */
async function save(page: Page, near = "main form") {
  await page.locator(near).locator("button[type=submit]").last().click();
  await expectSaved(page);
}

/** Taps a link and waits until its page is the one shown (Remix navigates without a page load). */
async function follow(page: Page, link: string) {
  const anchor = page.locator(link).first();
  const to = (await anchor.getAttribute("href")) ?? "";
  await anchor.click();
  await page.waitForURL((url) => url.pathname === to);
  // With JavaScript the address changes before the new page is drawn: it is there once the link she tapped is gone.
  await expect(page.locator(link)).toHaveCount(0);
}

/**
 * The addresses the links `selector` finds lead to, once the page has arrived whole: its address
 * changes as its HTML starts to come, and the footer is the last of it.
 */
async function hrefsOf(page: Page, selector: string): Promise<string[]> {
  await expect(page.locator("#site-footer")).toBeAttached();
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

async function tapChecklist(page: Page, to: string) {
  await page.goto("/login-home");
  await follow(page, `[data-getting-ready] a[href='${to}']`);
}

export async function spendTheAfternoon(page: Page, { lang, javaScript, upKbps }: Afternoon) {
  const typed = trustOf(lang);
  const camera = { name: "IMG_20261125_101500.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() };
  expect(camera.buffer.length).toBeGreaterThan(4 * MB);
  const report = { name: "annual-report-2024-25.pdf", mimeType: "application/pdf", buffer: pdfOf(8 * MB) };
  const steps = countSteps(page);
  const photoTimes: number[] = [];
  const uploadPhoto = async (near = "main form:has(input[type=file])") => {
    await page.locator(`${near} input[type=file]`).setInputFiles(camera);
    const started = Date.now();
    await save(page, near);
    photoTimes.push(Date.now() - started);
  };
  // The browser's own throttle needs its debugging protocol, which a page without JavaScript
  // does not change; that run is about the forms, not the signal.
  const cdp = javaScript ? await throttleOf(page) : null;
  await signal(cdp, upKbps);
  // An 8 MB PDF cannot be made smaller: at 400 kbps it takes about 170 s, which the closing
  // note counts; here it goes at a town's 4 Mbps so that the afternoon fits a test run.
  const sendPdf = async (near: string) => {
    await signal(cdp, 4000);
    await save(page, near);
    await signal(cdp, upKbps);
  };

  // The login, in the owner's language; the owner's area opens in it.
  await page.goto(lang === "hi" ? "/hi/login" : "/login");
  await page.locator("#userid").fill(OWNER.userid);
  await page.locator("#password").fill(OWNER.password);
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(/\/login-home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);

  const checklist = await hrefsOf(page, "[data-getting-ready] a");
  expect(checklist).toEqual([
    "/login-home/trust",
    "/login-home/contact",
    "/login-home/donation-details",
    "/login-home/team",
    "/login-home/programmes",
    "/login-home/faqs",
    "/login-home/gallery",
    "/login-home/videos",
    "/login-home/articles",
    "/login-home/documents",
  ]);

  // 1. The trust's name and story, and its logo: the form starts empty.
  await tapChecklist(page, "/login-home/trust");
  await expect(page.locator("#formedOn")).toHaveValue("");
  await expect(page.locator("#formedUnder")).toHaveValue("");
  await page.locator(typed.text("name")).fill(typed.name);
  await page.locator(typed.text("shortName")).fill(typed.shortName);
  await page.locator(typed.text("tagline")).fill(typed.tagline);
  await page.locator(typed.text("about")).fill(typed.about);
  await page.locator("#founderName").fill("Ramesh Yadav");
  await page.locator(typed.text("founderRole")).fill(typed.founderRole);
  await page.locator(typed.text("founderMessage")).fill(typed.message);
  await page.locator("#formedOn").fill("2019-04-01");
  await page.locator(typed.text("formedUnder")).fill(typed.formedUnder);
  await save(page);
  await page.goto("/login-home/trust");
  await follow(page, "main a[href='/login-home/logo']");
  await uploadPhoto();

  // 2. Contact details: the office's landline and the places the trust works.
  await tapChecklist(page, "/login-home/contact");
  await expect(page.locator("#workingLocations")).toHaveValue("");
  await page.locator("#phone").fill("05482 224316");
  await page.locator("#email").fill("office@sahyogtrust.in");
  await page.locator("#address").fill("Near the Panchayat Bhawan\nBansdih, Ballia");
  await page.locator("#workingLocations").fill("Ballia\nDeoria");
  await save(page);

  // 3. Donation details, every registration, and the bank's QR code.
  await tapChecklist(page, "/login-home/donation-details");
  await page.locator("#accountName").fill("Sahyog Trust");
  await page.locator("#accountNumber").fill("3012 4567 8901");
  await page.locator("#ifsc").fill("SBIN0012345");
  await page.locator("#bankBranch").fill("State Bank of India, Bansdih");
  await page.locator("#upiId").fill("sahyogtrust@sbi");
  await page.locator("#pan").fill("AAATS1234C");
  await page.locator("#reg12A").fill("AAATS1234CE20241");
  await page.locator("#reg80G").fill("AAATS1234CF20241");
  await page.locator("#reg80GValidUntil").fill("2029-03-31");
  await page.locator("#darpanId").fill("UP/2024/0456789");
  await page.locator("#csr1").fill("CSR00012345");
  await save(page);
  await page.goto("/login-home/donation-details");
  await follow(page, "main a[href='/login-home/upi-qr']");
  await uploadPhoto();

  // 4. The team: a member with a photo from the camera, back on the list with the photo shown.
  await tapChecklist(page, "/login-home/team");
  await follow(page, "main a[href='/login-home/team/new']");
  await page.locator("#name").fill("Geeta Kumari");
  await page.locator(typed.text("role")).fill(typed.role);
  await uploadPhoto();
  await expect(page).toHaveURL(/\/login-home\/team\?saved=/);
  await expect(page.locator("[data-just-saved]")).toContainText("Geeta Kumari");
  await expect(page.locator("[data-just-saved] img")).toHaveCount(1);

  // 5. The programmes: each shipped text read and saved once; one gets a camera photo.
  await tapChecklist(page, "/login-home/programmes");
  const programmes = await hrefsOf(page, "main a[href^='/login-home/programmes/']");
  expect(programmes).toHaveLength(5);
  for (const [index, programme] of programmes.entries()) {
    await follow(page, `main a[href='${programme}']`);
    await expect(page.locator("#title")).not.toHaveValue("");
    if (index === 0) await uploadPhoto();
    else await save(page);
    await expect(page).toHaveURL(/\/login-home\/programmes$/);
  }

  // 6. The FAQs: each read and saved once, back on the list with it marked.
  await tapChecklist(page, "/login-home/faqs");
  const faqs = await hrefsOf(page, "main a[href^='/login-home/faqs/']");
  expect(faqs.length).toBeGreaterThan(0);
  for (const faq of faqs) {
    await follow(page, `main a[href='${faq}']`);
    await save(page);
    await expect(page.locator("[data-just-saved]")).toHaveCount(1);
  }

  // 7. The gallery: a group opens its own page, a photo lands on it, its caption is corrected.
  await tapChecklist(page, "/login-home/gallery");
  await page.locator(typed.text("title")).fill(typed.groupTitle);
  await save(page, "main form:has(button[value=add])");
  await expect(page).toHaveURL(/\/login-home\/gallery\/[^/?]+$/);
  await follow(page, "main a[href$='/new']");
  await page.locator(typed.text("caption")).fill(typed.caption);
  await uploadPhoto();
  await expect(page.locator("[data-just-saved]")).toContainText(typed.caption);
  await follow(page, "[data-just-saved] a");
  await expect(page.locator(typed.text("caption"))).toHaveValue(typed.caption);
  await page.locator(typed.text("caption")).fill(typed.betterCaption);
  await save(page);
  await expect(page.locator("[data-just-saved]")).toContainText(typed.betterCaption);

  // 8. and 9. A video and a news article about the trust.
  await tapChecklist(page, "/login-home/videos");
  await page.locator("#title").fill("Eye camp at Ballia, 2025");
  await page.locator("#link").fill("https://youtu.be/dQw4w9WgXcQ");
  await save(page, "main form:has(button[value=add])");
  await expect(page.locator("[data-just-saved]")).toHaveCount(1);
  await tapChecklist(page, "/login-home/articles");
  await page.locator("#title").fill("Villagers get their eyes tested");
  await page.locator("#url").fill("https://news.example.in/ballia-eye-camp");
  await save(page, "main form:has(button[value=add])");
  await expect(page.locator("[data-just-saved]")).toHaveCount(1);

  // 10. The annual report: an 8 MB PDF, its year typed as she writes it.
  await tapChecklist(page, "/login-home/documents");
  await follow(page, "main a[href='/login-home/documents/new']");
  await page.locator("#kind").selectOption("report");
  await page.locator(typed.text("title")).fill(lang === "hi" ? "वार्षिक रिपोर्ट" : "Annual report");
  await page.locator("#year").fill("2024-2025");
  await page.locator("#document").setInputFiles(report);
  await sendPdf("main form:has(input[type=file])");
  await expect(page.locator("[data-just-saved]")).toContainText("2024-2025");

  // The checklist is done.
  await page.goto("/login-home");
  await expect(page.locator("[data-getting-ready] li:not([data-state=filled])")).toHaveCount(0);

  // A notice with its PDF, a photo story and a work counter.
  await page.goto("/login-home/update");
  await page.locator(typed.text("update")).fill(typed.notice);
  await save(page);
  await expect(page.locator("[data-just-saved]")).toContainText(typed.notice);
  await follow(page, "[data-just-saved] a[href$='/attachment']");
  await page.locator("#document").setInputFiles({ ...report, name: "camp-notice.pdf" });
  await sendPdf("main form:has(input[type=file])");
  await page.goto("/login-home/add-content");
  await page.locator(typed.text("details")).fill(typed.story);
  await uploadPhoto();
  await expect(page.locator("[data-just-saved]")).toContainText(typed.story);
  await page.goto("/login-home/add-help");
  await page.locator(typed.text("category")).fill(typed.counter);
  await page.locator("#count").fill("12");
  await save(page);
  await expect(page.locator("[data-just-saved]")).toContainText(typed.counter);
  await cdp?.detach();
  const seconds = photoTimes.map((ms) => (ms / 1000).toFixed(1));
  console.log(
    `An afternoon (${lang}, JavaScript ${javaScript ? `on, ${upKbps} kbps up` : "off"}): ${steps.pages} pages and ${steps.posts} posts from empty to complete; photo saves took ${seconds.join(", ")} s`,
  );

  // What a visitor reads: only what she typed, and the trust's name never broken.
  await page.context().clearCookies();
  const publicLang = (path: string) => (lang === "hi" ? hindiTwin(path) : path);
  await page.goto(publicLang("/"));
  await expect(page.locator("h1")).toHaveText(typed.name);
  await expect(page.locator("main")).toContainText(typed.tagline);
  for (const shipped of ["8 November 2023", "8 नवंबर 2023", "Partner logo", "Ghazipur", "गाज़ीपुर", "Indian Trust Act"])
    await expect(page.locator("body")).not.toContainText(shipped);
  await page.goto(publicLang("/contact-us"));
  await expect(page.locator("main")).toContainText("05482 224316");
  await expect(page.locator("[data-locations] li")).toHaveCount(2);
  await page.goto(publicLang("/donate"));
  for (const number of ["AAATS1234C", "AAATS1234CE20241", "AAATS1234CF20241", "UP/2024/0456789", "CSR00012345"])
    await expect(page.locator("main")).toContainText(number);
  await page.goto(publicLang("/teams"));
  await expect(page.locator("main")).toContainText("Geeta Kumari");
  await page.goto(publicLang("/gallery"));
  await expect(page.locator("main")).toContainText(typed.betterCaption);
  await page.goto(publicLang("/annual-report"));
  await expect(page.locator("main")).toContainText("2024-2025");
  await page.goto(publicLang("/updates"));
  await expect(page.locator("main")).toContainText(typed.notice);
  for (const width of [320, 360, 412]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of PUBLIC_PAGES.slice(0, 4).flatMap((path) => [path, hindiTwin(path)])) {
      await page.goto(path);
      expect(await brokenWordsInHeader(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

/** A phone of 360 by 740 px that takes touches. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
