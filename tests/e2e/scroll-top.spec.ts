import { expect, logIn, test } from "../support/fixtures";

// Every navigation starts at the top of the new page, as the spec says: the owner's too.
test.use({ siteOf: "the owner's scrolling" });

test("Update on a lower row opens its edit page at the top", async ({ page }) => {
  await logIn(page.request);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/login-home/photo-content");
  const last = page
    .locator("[data-owner-row]")
    .last()
    .getByRole("link", { name: /^Update/ });
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await last.click();
  await expect(page).toHaveURL(/get_Contents_Update/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("after a password change, /login opens at the top", async ({ page }) => {
  await logIn(page.request);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/login-home/change-password");
  await page.getByLabel("Old password").fill("correct horse battery staple");
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm new password").fill("a brand new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
