import { expect, logIn, test } from "../support/fixtures";

// Every page is one valid document: nothing after </html> (React's streamed data once landed
// there on the owner's pages), and a fieldset always has its legend.
test.use({ siteOf: "the owner's documents" });

const pages = ["/", "/hi", "/updates", "/login", "/login-home", "/login-home/add-content", "/login-home/team", "/login-home/trust", "/login-home/gallery", "/no-such-page"];

test("every page ends with </html>, with nothing streamed after it", async ({ page }) => {
  await logIn(page.request);
  for (const path of pages) {
    const html = await (await page.request.get(path)).text();
    expect(html.trimEnd().endsWith("</html>"), path).toBe(true);
    expect(html.match(/<\/html>/g), path).toHaveLength(1);
    expect(html.match(/<body/g), path).toHaveLength(1);
  }
});

test("every fieldset on an owner page has a legend", async ({ page }) => {
  await logIn(page.request);
  for (const path of ["/login-home/add-content", "/login-home/photo-content"]) {
    await page.goto(path);
    for (const fieldset of await page.locator("fieldset").all()) await expect(fieldset.locator(":scope > legend")).toHaveCount(1);
  }
});
