import { expect, test } from "../support/fixtures";

// On a 320 or 360 px phone no page is wider than the screen: nothing to scroll sideways, no
// button cut off. The demo site's content is long enough to show it.
const publicPaths = ["/", "/teams", "/vision", "/message", "/rural", "/women-empowerment", "/divyang", "/needy-people", "/students-awareness", "/FAQs", "/gallery", "/updates", "/contact-us", "/donate", "/annual-report", "/login"];
const everyPage = [...publicPaths, ...publicPaths.filter((path) => path !== "/login").map((path) => (path === "/" ? "/hi" : `/hi${path}`))];

for (const width of [320, 360]) {
  test(`no page is wider than a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const tooWide: string[] = [];
    for (const path of everyPage) {
      await page.goto(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) tooWide.push(`${path}: ${scrollWidth} px`);
    }
    expect(tooWide).toEqual([]);
  });
}
