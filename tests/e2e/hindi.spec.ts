import { englishWordsInHindi, expect, expectNoAxeViolations, logIn, OWNER, test } from "../support/fixtures";
import { hindiPages, readEveryHindiPage } from "../support/hindi-pages";
import { hindiTwin, PUBLIC_PAGES } from "../support/pages";
import { wordsOutOfPlaceOn, writeContentIn } from "../support/one-language-site";

// हिंदी में भी: every public page has a Hindi twin under /hi, rendered on the server, linked
// both ways, with its fixed texts in Hindi and the owner's texts marked with their own language.
test.use({ demoContent: false, siteOf: "the Hindi pages" });
test.describe.configure({ mode: "serial" });

test("every public page has a Hindi twin in lang=hi, each twin naming itself and the other", async ({ page, baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    for (const [address, lang] of [
      [path, "en"],
      [hindiTwin(path), "hi"],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${address}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", `${baseURL}${hindiTwin(path)}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}${path}`);
    }
  }
  for (const address of ["/zz", "/zz/teams", "/zz/login", "/hi/login-home", "/hi/hi", "/HI"]) expect((await page.goto(address))?.status(), address).toBe(404);
});

test("a fresh site's programme and FAQ pages in Hindi carry their texts in Hindi, no English sentence among them", async ({ page }) => {
  for (const path of ["/hi/rural", "/hi/women-empowerment", "/hi/divyang", "/hi/needy-people", "/hi/students-awareness", "/hi/FAQs"]) {
    await page.goto(path);
    // A text the owner's pages keep in English is marked lang="en": none is left on these pages.
    await expect(page.locator("main [lang=en]"), path).toHaveCount(0);
    expect(await englishWordsInHindi(page), path).toEqual([]);
  }
  await page.goto("/hi/rural");
  await expect(page.locator("h1")).toHaveText("ग्रामीण शिक्षा");
});

test("every Hindi page of a fresh site reads in Hindi", async ({ page }) => {
  test.setTimeout(120_000);
  await readEveryHindiPage(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language switch is a plain link to the same page in the other language", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByRole("link", { name: /^हिंदी.*यह पेज हिंदी में पढ़ें$/ }).click();
    await expect(page).toHaveURL(/\/hi\/contact-us$/);
    await expect(page.locator("h1")).toHaveText("संपर्क करें");
    await page.getByRole("link", { name: /^English.*Read this page in English$/ }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator("h1")).toHaveText("Contact Us");
  });

  test("a Hindi page shows no fixed text in English, and its menus lead to Hindi pages", async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(hindiTwin(path));
      expect(await englishWordsInHindi(page), hindiTwin(path)).toEqual([]);
      for (const href of await page.locator("header nav a, footer a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
        expect(href, `${hindiTwin(path)} links to ${href}`).toMatch(/^\/hi(\/|$)/);
      }
    }
  });
});

test("the owner's texts show in their own language, marked, with Hindi dates and Indian grouping", async ({ page }) => {
  await logIn(page.request);
  const api = await page.request.post("/api/v1/user/login", { data: OWNER });
  const token = ((await api.json()) as { data: { refreshToken: string } }).data.refreshToken;
  const headers = { Authorization: `Bearer ${token}` };
  for (const update of ["Evening classes start on Monday.", "शाम की कक्षाएँ सोमवार से शुरू होंगी।"]) {
    expect((await page.request.post("/api/v1/update/add_Notice", { headers, data: { update } })).status()).toBe(200);
  }
  expect((await page.request.post("/api/v1/work/add_Work_Details", { headers, data: { category: "Rural Education", count: 125000 } })).status()).toBe(200);

  await page.goto("/hi/updates");
  await expect(page.locator("[data-notice] p[lang='en']")).toHaveText(["Evening classes start on Monday."]);
  await expect(page.locator("[data-notice] p:not([lang])").first()).toHaveText("शाम की कक्षाएँ सोमवार से शुरू होंगी।");
  await expect(page.locator("[data-notice]").first()).toContainText(/प्रकाशित: \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
  await page.goto("/updates");
  await expect(page.locator("[data-notice] p[lang='hi']")).toHaveText(["शाम की कक्षाएँ सोमवार से शुरू होंगी।"]);
  await expect(page.locator("[data-notice]").first()).toContainText(/Posted On \d{4}-\d{2}-\d{2}/);

  for (const path of ["/", "/hi"]) {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await expect(page.locator("[data-counter]")).toContainText("1,25,000+");
  }
  await expect(page.locator("footer")).toContainText("कॉपीराइट @ 2024");
  await page.goto("/");
  await expect(page.locator("footer")).toContainText("Copyright @ 2024");
});

test("axe finds no accessibility problem on any Hindi page", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of PUBLIC_PAGES) {
    await page.goto(hindiTwin(path));
    await expectNoAxeViolations(page);
  }
});

test("what the owner wrote in English only is marked as English on every Hindi page it reaches", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page.request);
  await writeContentIn(page, "en");
  const unmarked = await wordsOutOfPlaceOn(page, await hindiPages(page), englishWordsInHindi);
  expect(unmarked, "English on Hindi pages with no lang=en").toEqual({});
  // The player that takes the video's place keeps its English title marked too.
  await page.goto("/hi/message");
  await page.getByRole("link", { name: "वीडियो चलाएँ: “Evening classes”" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("title", "Evening classes");
  await expect(page.locator("iframe")).toHaveAttribute("lang", "en");
});
