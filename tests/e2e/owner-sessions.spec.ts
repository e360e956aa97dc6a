import { expect, logIn, OWNER, test } from "../support/fixtures";

// Logging out and changing the password end sessions for real: this file's site is its own.
test.use({ siteOf: "owner sessions" });
test.describe.configure({ mode: "serial" });

test("logout ends the session: the old cookie no longer opens the owner's area", async ({ ownerPage: page, browser, site }) => {
  await page.goto("/login-home");
  const oldCookies = await page.context().cookies();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "user")).toBeUndefined();

  const replay = await browser.newContext({ baseURL: site.baseURL });
  await replay.addCookies(oldCookies);
  const response = await replay.request.get("/login-home", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/login/);
  await replay.close();
});

test("change password: a mismatch is caught before any request, a wrong old password refused", async ({ ownerPage: page }) => {
  await page.goto("/login-home/change-password");
  await expect(page.getByLabel("User ID")).toHaveValue(OWNER.userid);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByLabel("Old password").fill(OWNER.password);
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm new password").fill("a different password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("New Password Not Match");
  expect(posted).toBe(false);

  await page.getByLabel("Old password").fill("not the old password");
  await page.getByLabel("Confirm new password").fill("a brand new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid Credentials");

  const withoutJs = await page.request.post("/login-home/change-password", {
    form: { userid: OWNER.userid, oldPassword: OWNER.password, newPassword: "one new password", confirmPassword: "another one" },
  });
  expect(withoutJs.status()).toBe(400);
  expect(await withoutJs.text()).toContain("New Password Not Match");
});

test("a password change ends every session and the new password works", async ({ ownerPage: page, browser, site }) => {
  const otherPhone = await browser.newContext({ baseURL: site.baseURL });
  await logIn(otherPhone.request);
  await page.goto("/login-home/change-password");
  await page.getByLabel("Old password").fill(OWNER.password);
  await page.getByLabel("New password", { exact: true }).fill("the new long password");
  await page.getByLabel("Confirm new password").fill("the new long password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page itself says why, once; the owner's home after the next login does not.
  await expect(page.getByRole("status")).toHaveText("Your password was changed. Please log in with the new one.");
  await page.reload();
  await expect(page.getByRole("status")).toHaveCount(0);

  expect((await page.request.get("/login-home", { maxRedirects: 0 })).status()).toBe(302);
  expect((await otherPhone.request.get("/login-home", { maxRedirects: 0 })).status()).toBe(302);
  const old = await page.request.post("/login", { form: { userid: OWNER.userid, password: OWNER.password } });
  expect(old.status()).toBe(401);
  await logIn(page.request, "the new long password");
  expect((await page.request.get("/login-home", { maxRedirects: 0 })).status()).toBe(200);
  await otherPhone.close();
});
