import { expect, OWNER, test } from "../support/fixtures";

// The owner sometimes works from a phone with no JavaScript: every step still works.
test.use({ javaScriptEnabled: false, siteOf: "the owner without JavaScript" });

test("log in, post a notice, edit it and delete it with JavaScript off", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("User ID").fill(OWNER.userid);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await expect(page.getByRole("button", { name: /show password/i })).toHaveCount(0);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login-home$/);

  await page.getByRole("link", { name: "Notice Board", exact: true }).click();
  await page.getByLabel("Notice in English").fill("Typed with JavaScript off");
  await page.getByRole("button", { name: "Post notice" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was posted.");

  await page.getByRole("link", { name: "Update Notice Board" }).click();
  await page.getByRole("listitem").filter({ hasText: "Typed with JavaScript off" }).getByRole("link", { name: /^Update/ }).click();
  await page.getByLabel("Notice in English").fill("Edited with JavaScript off");
  await page.getByRole("button", { name: "Save notice" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was updated.");

  await page.getByRole("link", { name: "Update Notice Board" }).click();
  await page.getByRole("listitem").filter({ hasText: "Edited with JavaScript off" }).getByRole("button", { name: /^Delete/ }).click();
  // Without JavaScript, Delete asks on a page of its own first; going back keeps the notice.
  await expect(page.locator("h1")).toHaveText(/^Move the notice of \d{1,2} \w+ \d{4} to the bin\? You can restore it from the bin for 30 days\.$/);
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Edited with JavaScript off" })).toHaveCount(1);
  await page.getByRole("listitem").filter({ hasText: "Edited with JavaScript off" }).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was moved to the bin.");
  await page.goto("/updates");
  await expect(page.getByText("Edited with JavaScript off")).toHaveCount(0);
  // The bin gives it back with one plain form.
  await page.goto("/login-home/bin");
  await page.getByRole("button", { name: "Restore the notice “Edited with JavaScript off”" }).click();
  await expect(page.getByRole("status")).toHaveText("It is back where it was.");
  await page.goto("/updates");
  await expect(page.getByText("Edited with JavaScript off")).toHaveCount(1);
});

test("a refused save comes back with the message and the typed input, without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("User ID").fill(OWNER.userid);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid Credentials");
  await expect(page.getByLabel("User ID")).toHaveValue(OWNER.userid);
});
