import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, hindiWordsInEnglish, logIn, OWNER, test } from "../support/fixtures";
import { OWNER_PAGES, PUBLIC_PAGES } from "../support/pages";
import { wordsOutOfPlaceOn, writeContentIn } from "../support/one-language-site";

// What the owner writes has an English and a Hindi version side by side, at least one of the
// two. A Hindi page shows the Hindi where there is one, else the English marked lang="en"; an
// English page the English, else the Hindi marked lang="hi". The JSON API stays as it was.
test.use({ demoContent: false, siteOf: "texts in two languages" });
test.describe.configure({ mode: "serial" });

const post = (request: APIRequestContext, to: string, form: Record<string, string>) => request.post(to, { form, maxRedirects: 0 });

test("the owner's forms put English and Hindi side by side, and need at least one of the two", async ({ page }) => {
  await logIn(page.request);
  await page.goto("/login-home/update");
  await expect(page.getByRole("group", { name: "Notice" })).toBeVisible();
  await expect(page.getByLabel("Notice in Hindi (हिंदी में)")).toHaveAttribute("lang", "hi");
  await page.getByRole("button", { name: "Post notice" }).click();
  await expect(page.getByRole("alert")).toHaveText("Required Fields");
  await expectNoAxeViolations(page);
  await page.getByLabel("Notice in Hindi (हिंदी में)").fill("सोमवार से शाम की कक्षाएँ शुरू होंगी।");
  await page.getByRole("button", { name: "Post notice" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was posted.");
  await page.goto("/login-home/faqs");
  await expectNoAxeViolations(page);
});

test("each page shows the owner's text in its own language, else the other marked as such", async ({ page }) => {
  const request = page.request;
  await logIn(request);
  expect((await post(request, "/login-home/update", { update: "Evening classes start on Monday.", updateHi: "शाम की कक्षाएँ सोमवार से शुरू होंगी।" })).status()).toBe(
    302,
  );
  expect((await post(request, "/login-home/update", { update: "", updateHi: "राशन किट शनिवार को बँटेगी।" })).status()).toBe(302);
  expect(
    (
      await post(request, "/login-home/trust", {
        name: "Asha Gramin Vikas Trust",
        nameHi: "आशा ग्रामीण विकास ट्रस्ट",
        formedOn: "2023-11-08",
        formedUnder: "the Indian Trust Act of 1882",
      })
    ).status(),
  ).toBe(302);
  expect(
    (await post(request, "/login-home/faqs", { intent: "add", question: "Can I volunteer?", questionHi: "", answer: "", answerHi: "हाँ, हमें फ़ोन करें।" })).status(),
  ).toBe(302);
  expect((await post(request, "/login-home/add-help", { category: "Rural Education", categoryHi: "ग्रामीण शिक्षा", count: "1250" })).status()).toBe(302);
  // The programme's summary is written in English only (its shipped Hindi emptied).
  const programme = {
    title: "Rural Education",
    titleHi: "ग्रामीण शिक्षा",
    summary: "Evening classes.",
    summaryHi: "",
    vision: "Every child reads.",
    mission: "Teach.",
    duration: "Five years.",
  };
  // The programme's form also takes a photo, so it is sent as multipart.
  expect((await request.post("/login-home/programmes/rural", { multipart: programme, maxRedirects: 0 })).status()).toBe(302);

  await page.goto("/updates");
  await expect(page.locator("[data-notice] p").filter({ hasText: "Evening classes start on Monday." })).not.toHaveAttribute("lang");
  await expect(page.locator("[data-notice] p").filter({ hasText: "राशन किट शनिवार को बँटेगी।" })).toHaveAttribute("lang", "hi");
  await page.goto("/hi/updates");
  await expect(page.locator("[data-notice] p").filter({ hasText: "शाम की कक्षाएँ सोमवार से शुरू होंगी।" })).not.toHaveAttribute("lang");
  await expect(page.getByText("Evening classes start on Monday.")).toHaveCount(0);

  await page.goto("/hi");
  await expect(page.locator("header")).toContainText("आशा ग्रामीण विकास ट्रस्ट");
  await expect(page.locator("[data-counter]")).toContainText("ग्रामीण शिक्षा");
  await page.goto("/");
  await expect(page.locator("header")).toContainText("Asha Gramin Vikas Trust");
  await expect(page.locator("[data-counter]")).toContainText("Rural Education");

  await page.goto("/hi/FAQs");
  await expect(page.locator("main details [lang='en']").filter({ hasText: "Can I volunteer?" })).toHaveCount(1);
  await page.goto("/FAQs");
  await expect(page.locator("main details [lang='hi']").filter({ hasText: "हाँ, हमें फ़ोन करें।" })).toHaveCount(1);

  await page.goto("/hi/rural");
  await expect(page.locator("h1")).toHaveText("ग्रामीण शिक्षा");
  await expect(page.getByText("Evening classes.").first()).toHaveAttribute("lang", "en");
});

test("the JSON API reads and writes the English as it always has, and keeps the Hindi", async ({ page }) => {
  const api = await page.request.post("/api/v1/user/login", { data: OWNER });
  const token = ((await api.json()) as { data: { refreshToken: string } }).data.refreshToken;
  const headers = { Authorization: `Bearer ${token}` };
  const notices = async () => ((await (await page.request.get("/api/v1/update/getNoticeUpdates")).json()) as { data: { _id: string; update: string }[] }).data;
  const hindiOnly = (await notices()).find((notice) => notice.update === "राशन किट शनिवार को बँटेगी।");
  expect(hindiOnly, "a notice written only in Hindi reads as its Hindi").toBeTruthy();
  const both = (await notices()).find((notice) => notice.update === "Evening classes start on Monday.");
  const changed = await page.request.put("/api/v1/update/update_Notice", { headers, data: { _id: both?._id, update: "Evening classes start on Tuesday." } });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toMatchObject({ message: "Notice Updated" });
  await page.goto("/hi/updates");
  await expect(page.getByText("शाम की कक्षाएँ सोमवार से शुरू होंगी।")).toHaveCount(1);
  await page.goto("/updates");
  await expect(page.getByText("Evening classes start on Tuesday.")).toHaveCount(1);
  expect((await page.request.post("/api/v1/update/add_Notice", { headers, data: {} })).status()).toBe(400);
});

test("an English page marks every Hindi word it shows, the owner's fixed texts and what she wrote only in Hindi", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page.request);
  const group = await writeContentIn(page, "hi");
  const pages = [...OWNER_PAGES, "/login-home/events", "/login-home/events/new", group, `${group}/new`, ...PUBLIC_PAGES, "/events"];
  const unmarked = await wordsOutOfPlaceOn(page, pages, hindiWordsInEnglish);
  expect(unmarked, "Hindi on English pages with no lang=hi").toEqual({});
});
