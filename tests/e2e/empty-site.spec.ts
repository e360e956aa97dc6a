import { expect, test } from "../support/fixtures";

// A site that has just been deployed: no counters, notices or photo stories yet.
test.use({ demoContent: false });

test("the notice board says 'NO NOTICES OR ANY UPDATES'", async ({ page }) => {
  await page.goto("/updates");
  await expect(page.getByText("NO NOTICES OR ANY UPDATES")).toBeVisible();
});

test("the home page shows no broken carousel and no empty counters", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[aria-roledescription=carousel]")).toHaveCount(0);
  await expect(page.locator("[data-counter]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Our programmes" })).toBeVisible();
});
