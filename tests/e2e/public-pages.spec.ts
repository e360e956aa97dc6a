import { expect, expectNoAxeViolations, logIn, test } from "../support/fixtures";
import { hindiTwin } from "../support/pages";

// Each public route and text that proves its own content is there.
const publicPages: [path: string, mustShow: (string | RegExp)[]][] = [
  ["/", ["Our work so far", "Our programmes", "About us", "formed on 8 November 2023 under the Indian Trust Act of 1882"]],
  ["/teams", ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"]],
  ["/vision", ["Vision", "Mission", "8 November 2023", "Indian Trust Act of 1882"]],
  ["/message", ["Message from our Founder", "Videos"]],
  ["/rural", ["Long-term plan: 5-6 years. Short-term plan: 8-11 months."]],
  ["/women-empowerment", ["Long-term plan: 4-5 years. Short-term plan: 6-8 months."]],
  ["/divyang", ["Plan: 5 years."]],
  ["/needy-people", ["Charity for Needy People", "Long-term plan: 4-5 years. Short-term plan: 6-8 months."]],
  ["/students-awareness", ["Long-term plan: 2-3 years. Short-term plan: 9-11 months."]],
  ["/FAQs", ["Is the trust registered?", "section 80G", "within a week", "Can I donate offline?"]],
  ["/gallery", ["Success Works", "Evening class under the neem tree", "Evening classes", "In the news", "Our work reports"]],
  ["/updates", ["Notice Board", /Posted On \d{4}-\d{2}-\d{2}/]],
  ["/contact-us", ["Ghazipur", "Lucknow", "Varanasi", "Mau", "Bhadohi", "Chandauli", "Gorakhpur", "Phone", "E-mail"]],
  ["/donate", ["Pay by UPI", "Account number", "IFSC", "Branch", "For your receipt, call", "within a week", "section 80G", "I have donated"]],
  ["/login", ["Owner Login"]],
];

test.describe("every public page, rendered on the server without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, mustShow] of publicPages) {
    test(`${path} shows its content, one h1, the navbar and the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      for (const text of mustShow) await expect(page.locator("main")).toContainText(text);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Donate" }).first()).toBeVisible();
      await expect(page.locator("footer")).toContainText("Copyright @ 2024");
    });
  }

  test("each page has its own title and a description", async ({ page }) => {
    const titles = new Set<string>();
    for (const [path] of publicPages) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    expect(titles.size).toBe(publicPages.length);
  });

  test("paths are case-exact and an unknown path is a real 404 with the site chrome", async ({ page }) => {
    for (const path of ["/faqs", "/no-such-page", "/Teams"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.locator("footer")).toContainText("Copyright @ 2024");
    }
  });

  test("the Annual Report link opens a page with the message", async ({ page }) => {
    await page.goto("/annual-report");
    await expect(page.getByRole("status")).toHaveText("Report Not Genrated Till Now");
  });

  test("FAQ answers open and close without JavaScript", async ({ page }) => {
    await page.goto("/FAQs");
    const question = page.getByText("Will I get a receipt?");
    const answer = page.getByText("We send a receipt for every donation within a week.");
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test("the carousel's slides are reachable as a scroll strip", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-carousel-strip] [aria-roledescription=slide]")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Next photo" })).toHaveCount(0);
  });

  test("the menus open by touch without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Our Works").click();
    await nav.getByRole("link", { name: "Divyang Support" }).click();
    await expect(page).toHaveURL(/\/divyang$/);
  });
});

test("public pages send cache headers a CDN can use; the login page is private", async ({ request }) => {
  const home = await request.get("/");
  expect(home.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  expect(home.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  const login = await request.get("/login");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
});

test("the gallery's six article links open in a new tab safely", async ({ page }) => {
  await page.goto("/gallery");
  const articles = page.locator("[data-article-link]");
  await expect(articles).toHaveCount(6);
  for (const link of await articles.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the contact page's subscribe box is disabled and its button does nothing", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByLabel("Your e-mail address")).toBeDisabled();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

for (const [label, viewport] of [
  ["phone", { width: 360, height: 740 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`axe finds no accessibility problem on any public page at ${label} width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Checked as the page is once settled: entrance animations would be caught mid-fade.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of [...publicPages.map(([path]) => path), "/annual-report", "/no-such-page"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
}

test("no public page of the demo site shows a placeholder, a dummy number or an example.org link", async ({ page }) => {
  for (const [path] of publicPages) {
    await page.goto(path);
    expect(await page.locator("body").innerText(), path).not.toContain("[");
    const html = await page.content();
    for (const invented of ["example.org", "0000000000", "VIDEO_ID", "Trust Name"]) expect(html, `${path}: ${invented}`).not.toContain(invented);
  }
});

test("the site's own drawings are decoration: a screen reader is told of no scene they do not show", async ({ page }) => {
  // The drawings under /images/ stand in for photos the trust has not given: a house, a sun and
  // four figures, whatever the page. Described as "women at sewing machines", they told a reader
  // who cannot see them of work nobody photographed.
  const described: Record<string, string[]> = {};
  const look = async (path: string) => {
    await page.goto(path);
    const alts = await page.locator("img[src^='/images/']").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? "(no alt)"));
    if (alts.some((alt) => alt !== "")) described[path] = alts;
  };
  for (const [path] of publicPages) {
    await look(path);
    await look(hindiTwin(path));
  }
  await logIn(page.request);
  await look("/login-home");
  expect(described).toEqual({});
  await page.goto("/rural");
  await expect(page.locator("main img[src^='/images/programmes/']")).toHaveCount(1);
});
