import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { expect, logIn, test } from "../support/fixtures";
import { hindiTwin, OWNER_PAGES, PUBLIC_PAGES } from "../support/pages";

// Every page is one valid HTML document (html-validate's standard rules), and passes its
// accessibility rules too (its a11y preset: labels, landmarks, headings, ARIA use, WCAG
// techniques), a second engine beside axe: public pages in both languages, the login, the
// owner's pages and the error page. Nothing is streamed after
// </html> (React's data for the owner's pages once landed there), and a fieldset always has its
// legend.
test.use({ siteOf: "the owner's documents" });

// input-attributes is off in html-validate's presets, but the W3C checker refuses what it finds
// (maxlength on a date or a number), so it is on here.
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"], rules: { "input-attributes": "error" } });

/** The page at `path` is one valid HTML document, with nothing after </html>. */
async function expectValidDocument(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const report = await validator.validateString(html);
  expect(
    report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ""})`)),
    path,
  ).toEqual([]);
  expect(html.trimEnd().endsWith("</html>"), path).toBe(true);
}

test("every page is one valid HTML document, with nothing after </html>", async ({ page }) => {
  test.setTimeout(120_000);
  const everyPage = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map(hindiTwin), "/donate/thank-you", "/login", "/no-such-page"];
  for (const path of everyPage) await expectValidDocument(page.request, path);
  await logIn(page.request);
  for (const path of OWNER_PAGES) await expectValidDocument(page.request, path);
});

/**
 * Inputs whose autocomplete names what they hold without saying what type they are: the W3C
 * checker and pa11y's HTML_CodeSniffer (WCAG 1.3.5, H98) refuse an autocomplete token on an
 * input whose type does not take it, and an input without a type is judged as such.
 */
function autocompleteWithoutType(html: string): string[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((input) => /\sautocomplete="(?!off"|on")/.test(input) && !/\stype="/.test(input));
}

test("every input that names what it holds for autocomplete says its type", async ({ page }) => {
  for (const path of ["/login", "/donate", "/hi/donate"]) expect(autocompleteWithoutType(await (await page.request.get(path)).text()), path).toEqual([]);
  await logIn(page.request);
  for (const path of OWNER_PAGES) expect(autocompleteWithoutType(await (await page.request.get(path)).text()), path).toEqual([]);
});

// The W3C's own checker (the Nu HTML Checker, vnu.jar from the vnu-jar package, run by Debian's
// Java): what the hostile run's checker refused, this suite refuses too. Its CSS parser predates
// what Tailwind 4 writes (@property, margin-trim), so only the HTML is judged; and it predates
// HTML's <link rel="expect" blocking="render"> (root.tsx), which it takes for a stylesheet's.
const NU_CHECKER = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const CHECKER_LAGS = [".*CSS: .*", ".*A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*"];

function nuCheckerErrors(folder: string): string[] {
  try {
    execFileSync("java", ["-jar", NU_CHECKER, "--errors-only", "--format", "gnu", "--filterpattern", CHECKER_LAGS.join("|"), folder], { stdio: "pipe" });
    return [];
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? error);
    return output.split("\n").filter((line) => line.includes("error:"));
  }
}

test("the W3C Nu HTML checker finds no error on any page, public or owner's", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const folder = testInfo.outputPath("pages");
  fs.mkdirSync(folder, { recursive: true });
  const keep = async (address: string) =>
    fs.writeFileSync(path.join(folder, `${address.replace(/[^a-z0-9]+/gi, "_")}.html`), await (await page.request.get(address)).text());
  for (const address of [...PUBLIC_PAGES, ...PUBLIC_PAGES.map(hindiTwin), "/donate/thank-you", "/login", "/no-such-page"]) await keep(address);
  await logIn(page.request);
  for (const address of OWNER_PAGES) await keep(address);
  expect(nuCheckerErrors(folder)).toEqual([]);
});

test("every fieldset on an owner page has a legend", async ({ page }) => {
  await logIn(page.request);
  for (const path of ["/login-home/add-content", "/login-home/photo-content"]) {
    await page.goto(path);
    for (const fieldset of await page.locator("fieldset").all()) await expect(fieldset.locator(":scope > legend")).toHaveCount(1);
  }
});
