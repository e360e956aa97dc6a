import { HtmlValidate } from "html-validate";
import { expect, logIn, test } from "../support/fixtures";

// Every page is one valid HTML document (html-validate's standard rules): public pages in both
// languages, the login, the owner's pages and the error page. Nothing is streamed after
// </html> (React's data for the owner's pages once landed there), and a fieldset always has its
// legend.
test.use({ siteOf: "the owner's documents" });

const publicPaths = ["/", "/teams", "/vision", "/message", "/rural", "/FAQs", "/gallery", "/updates", "/contact-us", "/donate", "/annual-report"];
const ownerPaths = [
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
  "/login-home/team/new",
  "/login-home/faqs",
  "/login-home/videos",
  "/login-home/articles",
  "/login-home/programmes",
  "/login-home/programmes/rural",
  "/login-home/gallery",
  "/login-home/documents",
  "/login-home/documents/new",
  "/login-home/logo",
  "/login-home/demo-content",
];
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

test("every page is one valid HTML document, with nothing after </html>", async ({ page }) => {
  test.setTimeout(120_000);
  const everyPage = [...publicPaths, ...publicPaths.map((path) => (path === "/" ? "/hi" : `/hi${path}`)), "/login", "/no-such-page"];
  for (const path of everyPage) {
    const html = await (await page.request.get(path)).text();
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)), path).toEqual([]);
    expect(html.trimEnd().endsWith("</html>"), path).toBe(true);
  }
  await logIn(page.request);
  for (const path of ownerPaths) {
    const html = await (await page.request.get(path)).text();
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)), path).toEqual([]);
    expect(html.trimEnd().endsWith("</html>"), path).toBe(true);
  }
});

test("every fieldset on an owner page has a legend", async ({ page }) => {
  await logIn(page.request);
  for (const path of ["/login-home/add-content", "/login-home/photo-content"]) {
    await page.goto(path);
    for (const fieldset of await page.locator("fieldset").all()) await expect(fieldset.locator(":scope > legend")).toHaveCount(1);
  }
});
