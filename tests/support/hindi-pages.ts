import type { Page } from "@playwright/test";
import { englishWordsInHindi, expect } from "./fixtures";
import { hindiTwin, PUBLIC_PAGES } from "./pages";

// पूरी हिंदी: a Hindi reader meets no English the trust did not write. Every /hi page a reader can
// reach from the Hindi menus, a notice's or a story's own page included, is read: no text marked
// as English, and no run of Latin letters in Hindi context but codes (PAN, UPI, IFSC, 80G…),
// numbers and e-mail and web addresses.

/** Every /hi page linked from the Hindi twins of the public pages, each once. */
export async function hindiPages(page: Page): Promise<string[]> {
  const found = new Set(PUBLIC_PAGES.map(hindiTwin));
  for (const path of PUBLIC_PAGES.map(hindiTwin)) {
    await page.goto(path);
    const links = await page.locator("a[href^='/hi']").evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    for (const link of links) found.add(link);
  }
  return [...found].sort();
}

/**
 * Whether a text in Latin letters reads as English words rather than a name or a code: a name
 * ("State Bank of India, Ghazipur", "Sunita Devi") has capitalised words joined by "of" or "and";
 * a sentence or a note such as "(demo)" has lower-case words.
 */
export function isEnglishRun(text: string): boolean {
  const words = text.replace(/\S+@\S+|https?:\/\/\S*/g, "").match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [];
  return words.some((word) => /^[a-z]/.test(word) && !["of", "and"].includes(word));
}

export async function readEveryHindiPage(page: Page) {
  const pages = await hindiPages(page);
  expect(pages.length).toBeGreaterThanOrEqual(PUBLIC_PAGES.length);
  const english: Record<string, string[]> = {};
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const marked = (await page.locator("main [lang=en]").allTextContents()).filter(isEnglishRun);
    const found = [...marked, ...(await englishWordsInHindi(page))];
    if (found.length > 0) english[path] = found;
  }
  expect(english, "English on Hindi pages").toEqual({});
  return pages;
}
