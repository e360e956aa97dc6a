import type { Page } from "@playwright/test";
import { expect, logIn, test } from "../support/fixtures";
import { hindiTwin, OWNER_PAGES, PUBLIC_PAGES } from "../support/pages";

// On a phone no page is wider than the screen: nothing to scroll sideways, no button cut off.
// The demo site's content is long enough to show it.
const everyPage = [...PUBLIC_PAGES, "/login", ...PUBLIC_PAGES.map(hindiTwin)];

// A phone draws Hindi in a Devanagari font (Android's is Noto Sans Devanagari). A machine without
// one draws empty boxes of another width, and every Hindi page's layout here would be measured
// on boxes: the browser is given the phone's font (scripts/chromium.mjs), and this says it took.
test("a Hindi page is laid out in a Devanagari font, as a phone lays it out", async ({ page }) => {
  await page.goto("/hi");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.map((font) => font.familyName)).toContain("Noto Sans Devanagari");
});

// Android's largest text (200%) lays a 360 px phone's page out 180 CSS px wide: a reader or an
// owner with low vision gets every page without scrolling sideways too.
const SCREENS = [
  [320, "a 320 px phone"],
  [360, "a 360 px phone"],
  [180, "a 360 px phone with its text at 200%"],
] as const;

/** The pages, of `paths`, that are wider than the screen: something to scroll sideways, a button cut off. */
async function widerThan(page: Page, width: number, paths: readonly string[]): Promise<string[]> {
  await page.setViewportSize({ width, height: 740 });
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) tooWide.push(`${path}: ${scrollWidth} px`);
  }
  return tooWide;
}

for (const [width, screen] of SCREENS) {
  test(`no public page is wider than ${screen}`, async ({ page }) => {
    expect(await widerThan(page, width, everyPage)).toEqual([]);
  });
}

for (const [width, screen] of SCREENS.filter(([width]) => width !== 360)) {
  test(`no owner page, in English or Hindi, is wider than ${screen}`, async ({ page }) => {
    await logIn(page.request);
    try {
      for (const language of ["en", "hi"]) {
        await page.request.post("/login-home/language", { form: { language } });
        expect(await widerThan(page, width, OWNER_PAGES), language).toEqual([]);
      }
    } finally {
      await page.request.post("/login-home/language", { form: { language: "en" } });
    }
  });
}

for (const [width, height] of [
  [320, 568],
  [360, 640],
  [360, 740],
] as const) {
  test(`a ${width} x ${height} phone's first screen shows the trust's name, its line and a Donate button`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    for (const wanted of [page.locator("h1"), page.locator("h1 + p"), page.locator("[data-phone-donate]")]) {
      await expect(wanted).toBeVisible();
      const box = await wanted.boundingBox();
      expect((box?.y ?? 1000) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
    }
    await expect(page.locator("[data-phone-donate]")).toHaveAttribute("href", "/donate");
  });
}

test("the floating chat button never covers the footer's last line", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const last = page.locator("footer > p").last();
  // At the very bottom, once there: the page scrolls smoothly, and its sections below the fold
  // take their height as they are laid out, so the bottom is reached again until it stays.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      }),
    )
    .toBe(true);
  const [line, button] = await Promise.all([last.boundingBox(), page.locator("[data-chat-button]").boundingBox()]);
  expect(line && button).toBeTruthy();
  if (line && button) expect(line.y + line.height <= button.y || line.x + line.width <= button.x).toBe(true);
});

test("a square photo, taken as the guidance says, is shown whole on the slide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const slide = page.locator("[aria-roledescription=slide] img").first();
  expect(await slide.evaluate((img) => getComputedStyle(img).objectFit)).toBe("contain");
});
