import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logInWithForm, OWNER } from "../support/fixtures";
import { startSftpTarget, type OffsiteTarget } from "../support/offsite-targets.mjs";
import { startSite, type RunningSite } from "../support/site.mjs";

// The owner's home says where the off-site copy stands, on a phone with JavaScript on, in both
// languages: copied, then failing with what to check once the storage stops answering.
let target: OffsiteTarget;
let site: RunningSite;
test.beforeAll(async () => {
  target = await startSftpTarget();
  site = await startSite({ demoContent: true, env: { ...target.env, OFFSITE_EVERY_SECONDS: "1" } });
});
test.afterAll(async () => {
  await site?.stop();
  await target?.stop();
});

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test("the owner reads on a phone that everything is copied off, then that the copy fails and why, in English and Hindi", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${site.baseURL}/login`);
  await logInWithForm(page, OWNER.password);
  await expect(page).toHaveURL(/\/login-home$/);
  const copy = page.locator("[data-offsite]");
  await expect(async () => {
    await page.reload();
    await expect(copy).toHaveAttribute("data-offsite", "ok", { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(copy).toContainText("The database and every photo and document are copied off the server.");
  await expectNoAxeViolations(page);

  await target.stop();
  // The owner's next change cannot reach the storage.
  const login = await page.request.post(`${site.baseURL}/api/v1/user/login`, { data: OWNER });
  const token = ((await login.json()) as { data: { refreshToken: string } }).data.refreshToken;
  const notice = await page.request.post(`${site.baseURL}/api/v1/update/add_Notice`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { update: "Eye camp on Sunday at the school" },
  });
  expect(notice.status()).toBe(200);
  await expect(async () => {
    await page.goto(`${site.baseURL}/login-home`);
    await expect(copy).toHaveAttribute("data-offsite", "failing", { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(copy).toContainText("The off-site copy is failing since");
  await expect(copy).toContainText("What to check: The storage does not answer");
  await expectNoAxeViolations(page);

  await page.request.post(`${site.baseURL}/login-home/language`, { form: { language: "hi" } });
  await page.goto(`${site.baseURL}/login-home`);
  await expect(copy).toContainText("से सर्वर से बाहर प्रति नहीं बन पा रही है।");
  await expect(copy).toContainText("स्टोरेज जवाब नहीं दे रहा");
  await expect(copy).toContainText("भारतीय समय");
  await expectNoAxeViolations(page);
  // The public site serves as before.
  expect((await page.request.get(`${site.baseURL}/hi/updates`)).status()).toBe(200);
});
