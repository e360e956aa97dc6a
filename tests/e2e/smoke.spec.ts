import { expect, expectNoAxeViolations, test } from "../support/fixtures";

test("the home page renders on the server and a click on Updates navigates", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Updates" }).click();
  await expect(page).toHaveURL(/\/updates$/);
});
