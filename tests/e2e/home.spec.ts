import { expect, test } from "../support/fixtures";

// The demo content's counters, as DEMO_CONTENT=1 fills them, in Indian grouping.
const demoCounters = ["1,250+", "860+", "340+", "2,100+", "720+"];

test("the server HTML already holds every counter's final number, in Indian grouping, with '+'", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const figure of demoCounters) expect(html).toContain(figure);
});

test("counters count up from 100 to their number when scrolled into view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 360 });
  await page.goto("/");
  const first = page.locator("[data-counter-value]").first();
  await expect(first).toHaveText("100+");
  await first.scrollIntoViewIfNeeded();
  await expect(first).not.toHaveText("100+");
  await expect(first).toHaveText("1,250+");
});

test.describe("the carousel", () => {
  const activeSlide = (page: import("@playwright/test").Page) => page.locator("[aria-roledescription=slide][data-active=true]");

  test("starts on the first photo and advances on its own", async ({ page }) => {
    await page.goto("/");
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  });

  test("previous and next move it, and pause stops it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Pause the slideshow" }).click();
    // Under load an automatic step may come before the pause: count from wherever it stopped.
    const label = (await activeSlide(page).getAttribute("aria-label")) ?? "";
    const paused = Number(label.split(" ")[0]) - 1;
    const slide = (offset: number) => `${((paused + offset + 3) % 3) + 1} of 3`;
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", slide(1));
    await page.getByRole("button", { name: "Previous photo" }).click();
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", slide(-1));
    await page.waitForTimeout(2600);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", slide(-1));
    await page.getByRole("button", { name: "Play the slideshow" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", slide(0));
  });

  test("a sideways swipe of the strip makes the photo it stops on the active one", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    const strip = page.locator("[data-carousel-strip]");
    const box = await strip.boundingBox();
    await strip.hover();
    await page.mouse.wheel(box?.width ?? 0, 0);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");
  });

  test("does not advance on its own when the phone asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.waitForTimeout(2600);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
  });

  test("shows its photos in modern formats at phone widths, the first eagerly", async ({ page }) => {
    await page.goto("/");
    const images = page.locator("[data-carousel-strip] img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(page.locator("[data-carousel-strip] source[type='image/avif']").first()).toHaveAttribute("srcset", /-360\.avif 360w/);
    const photo = await page.request.get((await images.first().getAttribute("src")) ?? "");
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expect(photo.headers()["cache-control"]).toContain("immutable");
  });
});

test("the notice board shows each notice with 'Posted On' and its date, newest first", async ({ page }) => {
  await page.goto("/updates");
  const notices = page.locator("[data-notice]");
  await expect(notices).toHaveCount(3);
  const dates = await notices.locator("text=/Posted On/").allTextContents();
  for (const date of dates) expect(date).toMatch(/^Posted On \d{4}-\d{2}-\d{2}$/);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(notices.first()).toContainText("Free evening classes");
});

test("the home page has a chat button that opens WhatsApp", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
});
