import { fullSignal, throttleOf, villageSignal } from "../support/signal";
import type { Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { englishWordsInHindi, expect, expectNoAxeViolations, logIn, tapInRow, test } from "../support/fixtures";
import { makeCameraJpeg, makeJpeg, pdfOf } from "../support/photos";

// Camps and events (kinds/event/), the kind added the way docs/architecture.md says: the owner
// adds, changes, orders and bins them with JavaScript off and on; villagers find what is coming
// on the events page, the home page and in their calendar, in English and Hindi.
test.use({ demoContent: false, siteOf: "camps and events" });
test.describe.configure({ mode: "serial" });

const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"], rules: { "input-attributes": "error" } });

async function expectValidHtml(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const report = await validator.validateString(html);
  expect(
    report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)),
    path,
  ).toEqual([]);
}

async function fillEvent(page: Page, event: { title: string; titleHi?: string; day: string; time?: string; village: string; district?: string }) {
  await page.getByLabel("Name of the camp or event in English").fill(event.title);
  if (event.titleHi) await page.getByLabel("Name of the camp or event in Hindi (हिंदी में)").fill(event.titleHi);
  await page.getByLabel("Day", { exact: true }).fill(event.day);
  if (event.time) await page.getByLabel("Time", { exact: true }).fill(event.time);
  await page.getByLabel("Village or place in English").fill(event.village);
  if (event.district) await page.getByLabel("District in English").fill(event.district);
}

const HINDI_DESCRIPTION = "चालीस साल से ऊपर के हर व्यक्ति की आँखों की जाँच होगी और ज़रूरत हो तो चश्मा भी मुफ़्त मिलेगा।";

/** The address of an event's owner page, from the owner's list. */
async function ownerPageOf(page: Page, title: string): Promise<string> {
  await page.goto("/login-home/events");
  return (await page.locator("[data-owner-row]").filter({ hasText: title }).locator('a[href^="/login-home/events/"]').getAttribute("href")) ?? "";
}

test("without JavaScript the owner adds an event with a photo and a PDF, and visitors find it in both languages", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await logIn(context.request);
  const page = await context.newPage();

  await page.goto("/login-home");
  await page.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("Camps and events");
  await page.getByRole("link", { name: "Add a camp or an event" }).click();
  await fillEvent(page, { title: "Free eye camp", titleHi: "मुफ़्त नेत्र शिविर", day: "2099-12-05", time: "10:00", village: "Rampur", district: "Mau" });
  await page.getByLabel("What happens there, and who may come in English").fill("Eye tests and glasses for everyone over 40.");
  await page.getByLabel("What happens there, and who may come in Hindi (हिंदी में)").fill(HINDI_DESCRIPTION);
  await page.getByLabel(/^Photo/).setInputFiles({ name: "camp.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 800) });
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toHaveText("The event was added.");
  await expect(page.locator("[data-just-saved]")).toContainText("Free eye camp");

  // Its PDF, on its own page. A file that is not a PDF is refused on the PDF's form, and the
  // event's own form still shows the event, not the refused form's empty fields.
  const own = await ownerPageOf(page, "Free eye camp");
  await page.goto(own);
  await page.getByLabel("Choose the PDF").setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
  await page.getByRole("button", { name: "Add the PDF" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText("The chosen file is not a PDF. Choose a PDF document.");
  await expect(page.getByLabel("Name of the camp or event in English")).toHaveValue("Free eye camp");
  await expect(page.getByLabel("Village or place in English")).toHaveValue("Rampur");
  await page.getByLabel("Choose the PDF").setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: pdfOf(40_000) });
  await page.getByRole("button", { name: "Add the PDF" }).click();
  await expect(page.getByRole("status")).toHaveText("The PDF was added to the event.");
  await expect(page.getByRole("link", { name: /The PDF now with the event/ })).toHaveCount(1);

  // A past camp, with what came of it.
  await page.goto("/login-home/events/new");
  await fillEvent(page, { title: "Winter blankets", day: "2021-01-10", village: "Kopaganj" });
  await page.getByLabel("What came of it").fill("/updates/abc123");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toHaveText("The event was added.");

  await page.goto("/events");
  const coming = page.locator("section#coming, section[aria-labelledby=coming]");
  await expect(coming.getByRole("link", { name: "Free eye camp" })).toHaveCount(1);
  await expect(coming).toContainText("5 December 2099, 10:00 · Rampur, Mau");
  await expect(page.locator("section[aria-labelledby=past]")).toContainText("Winter blankets");
  await expect(page.locator("section[aria-labelledby=past]").getByRole("link", { name: "What came of it" })).toHaveAttribute("href", "/updates/abc123");

  await page.getByRole("link", { name: "Free eye camp" }).click();
  await expect(page.locator("h1")).toHaveText("Free eye camp");
  await expect(page.locator("main picture img")).toHaveCount(1);
  await expect(page.locator("[data-event-pdf]")).toHaveText(/The form or list \(PDF, \d+ KB\)/);
  await expect(page.locator("[data-share]")).toHaveAttribute("href", /wa\.me.*Free%20eye%20camp/);
  const calendarLink = (await page.locator("[data-add-to-calendar]").getAttribute("href")) ?? "";
  const calendar = await page.request.get(calendarLink);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await calendar.text();
  expect(ics).toContain("SUMMARY:Free eye camp");
  // 10:00 in India is 04:30 UTC.
  expect(ics).toContain("DTSTART:20991205T043000Z");
  expect(ics).toContain("LOCATION:Rampur\\, Mau");

  await page.goto("/hi/events");
  await expect(page.locator("h1")).toHaveText("शिविर और आयोजन");
  await expect(page.getByRole("link", { name: "मुफ़्त नेत्र शिविर" })).toHaveCount(1);
  await expect(page.locator("section[aria-labelledby=coming]")).toContainText("5 दिसंबर 2099, 10:00 बजे");
  const hindiCalendar = await (await page.request.get(calendarLink.replace("/events/", "/hi/events/"))).text();
  expect(hindiCalendar).toContain("SUMMARY:मुफ़्त नेत्र शिविर");
  // A Hindi letter is three octets: the calendar's lines are folded within 75 octets, and read back whole.
  for (const line of hindiCalendar.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  expect(hindiCalendar.replace(/\r\n[ \t]/g, "")).toContain(`DESCRIPTION:${HINDI_DESCRIPTION}`);

  // The home page shows what is coming next; the sitemap has every event in both languages.
  await page.goto("/");
  await expect(page.locator("[data-home-list]")).toContainText("Coming camps and events");
  await expect(page.locator("[data-home-list]").getByRole("link", { name: "Free eye camp" })).toHaveCount(1);
  await expect(page.locator("[data-home-list]")).not.toContainText("Winter blankets");
  // The menu of works and the footer lead to the events page, in each language.
  await expect(page.getByRole("navigation", { name: "Main" }).locator("a[href='/events']")).toHaveText("Camps and events");
  await page.goto("/hi/teams");
  await expect(page.locator("footer a[href='/hi/events']")).toHaveText("शिविर और आयोजन");
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const id = own.split("/").pop();
  expect(sitemap).toContain(`/events/${id}</loc>`);
  expect(sitemap).toContain(`/hi/events/${id}</loc>`);
  expect(sitemap).toContain("/hi/events</loc>");
  await context.close();
});

test("the owner orders, bins and restores events, and a wrong day or time is refused with what was typed", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await logIn(context.request);
  const page = await context.newPage();

  await page.goto("/login-home/events");
  // A moved row comes back marked "Just saved" above its title.
  const titles = () => page.locator("[data-owner-row] p.font-semibold").filter({ hasNotText: "Just saved" }).allTextContents();
  expect(await titles()).toEqual(["Free eye camp", "Winter blankets"]);
  await tapInRow(page, "Winter blankets", "button", "Move up");
  await expect(page.getByRole("status")).toHaveText("The order was changed.");
  expect(await titles()).toEqual(["Winter blankets", "Free eye camp"]);

  await page.goto("/login-home/events/new");
  await fillEvent(page, { title: "Scholarship test", day: "2099-03-02", village: "Ghosi" });
  await page.getByLabel("Last day").fill("2099-03-01");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("Last day: it cannot be before the first day.");
  await expect(page.getByLabel("Name of the camp or event in English")).toHaveValue("Scholarship test");
  await expect(page.getByLabel("Village or place in English")).toHaveValue("Ghosi");
  // A phone's time picker sends only real times; a form changed by hand is told what a time is.
  const wrongTime = await page.request.post("/login-home/events/new", {
    multipart: { title: "Scholarship test", startsOn: "2099-03-02", startsAt: "25:99", village: "Ghosi" },
  });
  expect(wrongTime.status()).toBe(400);
  expect(await wrongTime.text()).toContain("Time: write a time of day, such as 10:30");
  await page.goto("/login-home/events");
  expect(await titles()).toEqual(["Winter blankets", "Free eye camp"]);

  await page.goto("/login-home/events");
  await tapInRow(page, "Winter blankets", "button", "Delete");
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("The event was moved to the bin.");
  expect((await (await page.request.get("/events")).text()).includes("Winter blankets")).toBe(false);
  await page.goto("/login-home/bin");
  await page.getByRole("button", { name: "Restore the event “Winter blankets”" }).click();
  await expect(page.getByRole("status")).toHaveText("It is back where it was.");
  expect((await (await page.request.get("/events")).text()).includes("Winter blankets")).toBe(true);
  await context.close();
});

test.describe("on a phone with JavaScript", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a Hindi owner on a 200 kbps upstream adds an event with a camera photo, then its 8 MB PDF", async ({ ownerPage: page }) => {
    test.setTimeout(240_000);
    await page.request.post("/login-home/language", { form: { language: "hi" } });
    for (const path of ["/login-home/events", "/login-home/events/new"]) {
      await page.goto(path);
      expect(await englishWordsInHindi(page), path).toEqual([]);
    }
    const cdp = await throttleOf(page);
    await villageSignal(cdp, { upKbps: 200, downKbps: 400 });
    await page.goto("/login-home/events/new");
    await page.locator("#titleHi").fill("स्वयं सहायता समूह की बैठक");
    await page.locator("#startsOn").fill("2099-06-15");
    await page.locator("#villageHi").fill("मधुबन");
    await page.locator("#image").setInputFiles({ name: "IMG_20261125_101500.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() });
    await page.getByRole("button", { name: "आयोजन सहेजें" }).click();
    await expect(page.locator("[data-upload-state]")).toContainText(/भेजा जा रहा है… \d+%/, { timeout: 30_000 });
    await expect(page.getByRole("status")).toHaveText("आयोजन जुड़ गया।", { timeout: 120_000 });
    await expect(page).toHaveURL(/\/login-home\/events\?saved=/);

    // The PDF goes from the event's own page, to the address that says which form it is.
    await fullSignal(cdp);
    await page.goto(await ownerPageOf(page, "स्वयं सहायता समूह की बैठक"));
    await expect(page.locator("h1")).toHaveText("आयोजन बदलें");
    expect(await englishWordsInHindi(page)).toEqual([]);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).search);
    });
    await page.locator("#document").setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: pdfOf(8 * 1024 * 1024) });
    await page.getByRole("button", { name: "PDF जोड़ें" }).click();
    await expect(page.getByRole("status")).toHaveText("PDF आयोजन के साथ लग गई।", { timeout: 60_000 });
    expect(posts).toContain("?pdf=attach");
    await expect(page.getByRole("link", { name: "आयोजन के साथ अभी लगी PDF (8192 KB)" })).toHaveCount(1);
    await page.getByRole("button", { name: "आयोजन सहेजें" }).click();
    await expect(page.getByRole("status")).toHaveText("आयोजन बदल गया।");
    await page.request.post("/login-home/language", { form: { language: "en" } });
  });
});

test("every events page passes axe and html-validate, the owner's included", async ({ ownerPage: page }) => {
  test.setTimeout(120_000);
  const own = await ownerPageOf(page, "Free eye camp");
  const id = own.split("/").pop() ?? "";
  for (const path of ["/events", "/hi/events", `/events/${id}`, `/hi/events/${id}`, "/", "/hi", "/login-home/events", "/login-home/events/new", own]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
    await expectValidHtml(page, path);
  }
});
