import { expect, test } from "../support/fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test("the About Us menu opens by keyboard and leads to Our Team", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.locator("summary", { hasText: "About Us" });
  await about.focus();
  await page.keyboard.press("Enter");
  const ourTeam = nav.getByRole("link", { name: "Our Team" });
  await expect(ourTeam).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ourTeam).toBeHidden();
  await expect(about).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(ourTeam).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.locator("[data-team-member]")).toHaveCount(10);
  await expect(ourTeam).toBeHidden();
});

test("Annual Report shows the alert 'Report Not Genrated Till Now' and stays on the page", async ({ page }) => {
  await page.goto("/vision");
  const message = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole("navigation", { name: "Main" }).getByText("About Us").click();
  await page.getByRole("link", { name: "Annual Report" }).click();
  expect(await message).toBe("Report Not Genrated Till Now");
  await expect(page).toHaveURL(/\/vision$/);
});

test("the navbar changes its style once the page is scrolled 5 px", async ({ page }) => {
  await page.goto("/gallery");
  const header = page.locator("header.site-header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 4));
  await page.waitForTimeout(250);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 5));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("every navigation starts at the top of the new page", async ({ page }) => {
  await page.goto("/FAQs");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the mobile menu opens and leads to Contact Us", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" })).toBeHidden();
});

test("the password on the login form can be shown and hidden by keyboard", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-words");
  await expect(password).toHaveAttribute("type", "password");
  const toggle = page.getByRole("button", { name: /show password/i });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: /hide password/i })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(password).toHaveAttribute("type", "password");
});

test("a video on the message page loads YouTube only when asked", async ({ page }) => {
  await page.goto("/message");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("link", { name: /Play the video: Our evening classes/ }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test("a FAQ answer opens by keyboard", async ({ page }) => {
  await page.goto("/FAQs");
  await page.locator("summary", { hasText: "Will I get a tax exemption?" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("eligible for tax exemption under section 80G")).toBeVisible();
});
