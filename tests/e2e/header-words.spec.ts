import type { Page } from "@playwright/test";
import { expect, logIn, test } from "../support/fixtures";

// A trust's real name is long. On every phone width, in both languages, the header wraps it
// between words, never inside one.
test.use({ demoContent: false, siteOf: "a long trust name" });

/** The words of the header's name that the browser laid out on more than one line. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = document.querySelector("header a[href='/'] span, header a[href='/hi'] span");
    const text = name?.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ["(no name)"];
    const broken: string[] = [];
    const words = (text.textContent ?? "").matchAll(/\S+/g);
    for (const word of words) {
      const range = document.createRange();
      range.setStart(text, word.index ?? 0);
      range.setEnd(text, (word.index ?? 0) + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(word[0]);
    }
    return broken;
  });
}

test("the trust's name in the header breaks only between words at 320, 360 and 412 px, in English and Hindi", async ({ page }) => {
  await logIn(page.request);
  const saved = await page.request.post("/login-home/trust", {
    form: { name: "Sahyog Gramin Vikas Evam Divyang Kalyan Charitable Trust", nameHi: "सहयोग ग्रामीण विकास एवं दिव्यांग कल्याण चैरिटेबल ट्रस्ट", formedOn: "2019-04-01", formedUnder: "Indian Trusts Act, 1882" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  await page.context().clearCookies();
  for (const width of [320, 360, 412]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ["/", "/hi", "/donate"]) {
      await page.goto(path);
      expect(await brokenWords(page), `${path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
