import type { Page } from "@playwright/test";

// The site's pages as the tests visit them. Written out here, not read from the app, so that a
// page the app forgets is still asked for.

/** Every public page at its English address; each has a Hindi twin (hindiTwin). */
export const PUBLIC_PAGES = [
  "/",
  "/teams",
  "/vision",
  "/message",
  "/rural",
  "/women-empowerment",
  "/divyang",
  "/needy-people",
  "/students-awareness",
  "/FAQs",
  "/gallery",
  "/updates",
  "/contact-us",
  "/donate",
  "/annual-report",
];

/** A public page's Hindi twin: /teams is /hi/teams, / is /hi. */
export function hindiTwin(path: string): string {
  return path === "/" ? "/hi" : `/hi${path}`;
}

/** Every owner page that needs no record's id. */
export const OWNER_PAGES = [
  "/login-home",
  "/login-home/add-content",
  "/login-home/add-help",
  "/login-home/update",
  "/login-home/notice",
  "/login-home/worklist",
  "/login-home/photo-content",
  "/login-home/change-password",
  "/login-home/trust",
  "/login-home/contact",
  "/login-home/donation-details",
  "/login-home/team",
  "/login-home/videos",
  "/login-home/articles",
  "/login-home/faqs",
  "/login-home/programmes",
  "/login-home/programmes/rural",
  "/login-home/demo-content",
  "/login-home/documents",
  "/login-home/documents/new",
  "/login-home/logo",
  "/login-home/team/new",
  "/login-home/gallery",
  "/login-home/donations",
  "/login-home/donations/new",
  "/login-home/donations/statement",
  "/login-home/donations/statement/set-aside",
  "/login-home/donations/receipt-law",
  "/login-home/upi-qr",
  "/login-home/bin",
  "/login-home/bin/empty",
];

/** The words of the header's name that the browser laid out on more than one line. */
export function brokenWordsInHeader(page: Page): Promise<string[]> {
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
