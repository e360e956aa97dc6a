import { expect, logIn, test } from "../support/fixtures";
import { brokenWordsInHeader } from "../support/pages";

// A trust's real name is long. On every phone width, in both languages, the header wraps it
// between words, never inside one.
test.use({ demoContent: false, siteOf: "a long trust name" });

test("the trust's name in the header breaks only between words at 320, 360 and 412 px, in English and Hindi", async ({ page }) => {
  await logIn(page.request);
  const saved = await page.request.post("/login-home/trust", {
    form: {
      name: "Sahyog Gramin Vikas Evam Divyang Kalyan Charitable Trust",
      nameHi: "सहयोग ग्रामीण विकास एवं दिव्यांग कल्याण चैरिटेबल ट्रस्ट",
      formedOn: "2019-04-01",
      formedUnder: "Indian Trusts Act, 1882",
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  await page.context().clearCookies();
  for (const width of [320, 360, 412]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ["/", "/hi", "/donate"]) {
      await page.goto(path);
      expect(await brokenWordsInHeader(page), `${path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
