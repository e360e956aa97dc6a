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
  await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Contact Us" })).toBeHidden();
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
  await page.getByRole("link", { name: /Play the video: “Our evening classes/ }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test("a FAQ answer opens by keyboard", async ({ page }) => {
  await page.goto("/FAQs");
  await page.locator("summary", { hasText: "Will I get a tax exemption?" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("can be deducted from your taxable income under section 80G")).toBeVisible();
});

function scriptsLoadedBy(page: import("@playwright/test").Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("public pages and the login load one small enhancement script, no React and no stylesheet", async ({ page }) => {
  const scripts = scriptsLoadedBy(page);
  for (const path of ["/", "/updates", "/gallery", "/donate", "/login"]) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "networkidle" });
    expect(scripts, path).toEqual(["/assets/site-enhancements.js"]);
    expect(await page.locator("link[rel=stylesheet]").count(), path).toBe(0);
  }
});

test("the owner's area hydrates with React for its forms", async ({ ownerPage: page }) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto("/login-home", { waitUntil: "networkidle" });
  expect(scripts).toContain("/assets/site-enhancements.js");
  expect(scripts.some((script) => script.startsWith("/assets/entry.client-"))).toBe(true);
});

test("the home page's sections below the fold fade in as they are scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/");
  const programmes = page.locator("section[aria-labelledby=programmes-title]");
  await expect(programmes).toHaveClass(/reveal-ready/);
  await expect(programmes).not.toHaveClass(/revealed/);
  await programmes.scrollIntoViewIfNeeded();
  await expect(programmes).toHaveClass(/revealed/);
});

test("no section is hidden before it is scrolled to: a checker that does not scroll sees everything", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1024 });
  await page.goto("/");
  await page.waitForTimeout(300);
  const hidden = await page
    .locator("[data-reveal]")
    .evaluateAll((sections) =>
      sections.filter((section) => Number(getComputedStyle(section).opacity) < 1).map((section) => section.getAttribute("aria-labelledby")),
    );
  expect(hidden).toEqual([]);
});

test("the login button turns busy while the login posts", async ({ page }) => {
  await page.goto("/login");
  await page.route("**/login", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel("User ID").fill("nobody");
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  // A native post: Playwright waits for the next page before it looks, so the page itself notes
  // what its button showed while the post was under way.
  await page.getByRole("button", { name: "Login" }).evaluate((button: HTMLButtonElement) => {
    new MutationObserver(() => {
      sessionStorage.setItem("button while posting", `${button.textContent} ${button.disabled ? "disabled" : "enabled"}`);
    }).observe(button, { childList: true, attributes: true, subtree: true });
    button.click();
  });
  await expect(page.getByRole("alert")).toHaveText("Invalid Credentials");
  expect(await page.evaluate(() => sessionStorage.getItem("button while posting"))).toBe("Logging in… disabled");
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("the owner's Home link loads the public home page whole, with its carousel working", async ({ ownerPage: page }) => {
  await page.goto("/login-home");
  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Next photo" })).toBeVisible();
});
