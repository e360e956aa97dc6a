import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER, startSite, type RunningSite } from "./site.mjs";

type WorkerFixtures = { demoContent: boolean; siteOf: string; site: RunningSite };
type TestFixtures = { ownerPage: Page };

/**
 * Each worker gets its own running site. `test.use({ demoContent: false })` starts an empty one;
 * `test.use({ siteOf: "…" })` gives a file that changes the content a site no other file sees.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoContent: [true, { scope: "worker", option: true }],
  siteOf: ["the public pages", { scope: "worker", option: true }],
  site: [
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- siteOf only tells workers apart
    async ({ demoContent, siteOf }, use) => {
      const site = await startSite({ demoContent });
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
  // A cheap phone's slow processor, on asking (PHONE_CPU_SLOWDOWN=6): races between a test and the
  // page's script that a fast machine hides show up then.
  page: async ({ page }, use) => {
    const slowdown = Number(process.env.PHONE_CPU_SLOWDOWN ?? "1");
    if (slowdown > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await use(page);
  },
  ownerPage: async ({ page }, use) => {
    await logIn(page.request);
    await use(page);
  },
});

/** Logs the owner in through the login form; the cookie lands in the request's browser context. */
export async function logIn(request: APIRequestContext, password: string = OWNER.password) {
  const response = await request.post("/login", { form: { userid: OWNER.userid, password, redirectTo: "/login-home" }, maxRedirects: 0 });
  expect(response.status(), "login").toBe(302);
  return response;
}

export { expect, OWNER };

/** Logs in through the login page's own form, as the owner types it. */
export async function logInWithForm(page: Page, password: string, userid: string = OWNER.userid) {
  await page.getByLabel("User ID").fill(userid);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Fills a form's fields as a person types into them, each found by its label, exactly as the form words it. */
export async function fillIn(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Taps a button or link of the owner's list row that shows `text`, by its name's first words ("Update", "Delete", "Move up"). */
export async function tapInRow(page: Page, text: string, role: "button" | "link", name: string) {
  await page
    .getByRole("listitem")
    .filter({ hasText: text })
    .getByRole(role, { name: new RegExp(`^${name}`) })
    .click();
}

/**
 * Waits until the page has stopped scrolling: a saved row or a form's answer slides into sight
 * smoothly, and a tap in the middle of that lands where the button was, not where it is. A
 * person waits for the page to be still; a test does too.
 */
export async function untilStill(page: Page) {
  await page.evaluate(async () => {
    for (let last = -1; window.scrollY !== last;) {
      last = window.scrollY;
      await new Promise((settled) => setTimeout(settled, 150));
    }
  });
}

/** Fails with the list of WCAG A/AA problems axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // Sections below the fold skip their layout (content-visibility: auto) until a reader scrolls
  // to them, and stand in at a placeholder height meanwhile: axe would measure their links where
  // the footer is. They are laid out first, as a reader scrolling down finds them.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((section) => (section.style.contentVisibility = "visible")));
  // Axe's target size counts a link half under the sticky header as small, which any link is for a
  // moment as the page scrolls (a form's answer slides into sight). WCAG's target size is the
  // layout's, not a scroll position's, so axe measures from the top, once the page is still, and
  // the page is put back where it was.
  await untilStill(page);
  const where = await page.evaluate(() => {
    const scrolled = window.scrollY;
    window.scrollTo({ top: 0, behavior: "instant" });
    return scrolled;
  });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), where);
  const problems = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(problems, `axe on ${page.url()}`).toEqual([]);
}

/**
 * The words in Latin letters that a Hindi page shows in Hindi context (not inside an element
 * marked lang="en"): codes such as PDF, IFSC, UPI and 80G, numbers and addresses aside.
 */
export function englishWordsInHindi(page: Page): Promise<string[]> {
  return wordsOutOfPlace(page, "hi");
}

/** The words in Devanagari that an English page shows in English context (not inside an element marked lang="hi"). */
export function hindiWordsInEnglish(page: Page): Promise<string[]> {
  return wordsOutOfPlace(page, "en");
}

/**
 * The words of the other language that a page in `lang` shows where it is not marked: in its text,
 * in what a screen reader reads out (alt, aria-label), and drawn into the site's own pictures.
 */
function wordsOutOfPlace(page: Page, lang: "hi" | "en"): Promise<string[]> {
  return page.evaluate(async (pageLang) => {
    // Codes (PAN, 80G) are written in Latin letters in any language.
    const otherWords = (text: string | null | undefined) =>
      pageLang === "hi" ? (text?.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).filter((word) => !/^[A-Z0-9-]+$/.test(word)) : (text?.match(/[\u0900-\u097F]+/g) ?? []);
    // So is an e-mail or web address, in a page's text.
    const withoutAddresses = (text: string | null) => text?.replace(/\S+@\S+|https?:\/\/\S*/g, "");
    const inPageLang = (element: Element) => element.closest("[lang]")?.getAttribute("lang") === pageLang;
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden]") || !inPageLang(parent)) continue;
      words.push(...otherWords(withoutAddresses(node.textContent)));
    }
    for (const element of document.querySelectorAll<HTMLElement>("[alt], [aria-label], [title]")) {
      if (!inPageLang(element)) continue;
      for (const text of [element.getAttribute("alt"), element.getAttribute("aria-label")]) words.push(...otherWords(text));
    }
    // A word drawn into an SVG the site serves reads the same in every language: a reader of the other one meets it as it is.
    const pictures = [...document.querySelectorAll("img")]
      .map((image) => new URL(image.src, location.href))
      .filter((src) => src.origin === location.origin && src.pathname.endsWith(".svg"));
    for (const src of new Set(pictures.map(String))) {
      const drawn = new DOMParser().parseFromString(await (await fetch(src)).text(), "image/svg+xml");
      for (const text of drawn.querySelectorAll("text")) words.push(...otherWords(text.textContent));
    }
    return words;
  }, lang);
}
