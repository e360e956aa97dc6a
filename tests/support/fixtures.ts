import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { startSite, type RunningSite } from "./site.mjs";

type WorkerFixtures = { demoContent: boolean; site: RunningSite };

/** Each worker gets its own running site; `test.use({ demoContent: false })` starts an empty one. */
export const test = base.extend<object, WorkerFixtures>({
  demoContent: [true, { scope: "worker", option: true }],
  site: [
    async ({ demoContent }, use) => {
      const site = await startSite({ demoContent });
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
});

export { expect };

/** Fails with the list of WCAG A/AA problems axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const problems = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(problems, `axe on ${page.url()}`).toEqual([]);
}
