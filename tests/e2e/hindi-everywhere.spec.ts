import { expect, test } from "../support/fixtures";
import { readEveryHindiPage } from "../support/hindi-pages";

// The demo site read in Hindi, every page of it: the demo's texts have their Hindi.
test.use({ demoContent: true, siteOf: "the demo site read in Hindi" });

test("every Hindi page of the demo site reads in Hindi, the pages of its notices and stories among them", async ({ page }) => {
  test.setTimeout(120_000);
  const pages = await readEveryHindiPage(page);
  expect(pages.filter((path) => /^\/hi\/(updates|gallery|stories)\/./.test(path)).length, pages.join(" ")).toBeGreaterThan(0);
});
