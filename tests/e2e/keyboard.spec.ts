import { expect, test, untilStill } from "../support/fixtures";

// With a keyboard (WCAG 2.2 AA): menus close with Escape and when focus leaves them, focus
// comes back after the Annual Report alert, focus is never under the sticky header, and the
// focus ring stands out on the dark footer too.

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test("on a phone, Escape closes the Menu panel and gives focus back to its button", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const menu = page.locator("[data-mobile-menu]");
  const button = menu.locator(":scope > summary");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  await expect(button).toBeFocused();
});

test("a menu closes when focus leaves it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const about = page.locator("header nav[aria-label=Main] details[data-menu]").first();
  await about.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(about).toHaveAttribute("open", "");
  const links = await about.locator("a").count();
  for (let n = 0; n <= links; n++) await page.keyboard.press("Tab");
  await expect(about).not.toHaveAttribute("open", "");
});

test("after the Annual Report alert, focus is back on the link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  page.once("dialog", (dialog) => void dialog.accept());
  const about = page.locator("header nav[aria-label=Main] details[data-menu]").first();
  await about.locator("summary").click();
  const report = about.getByRole("link", { name: "Annual Report" });
  await report.focus();
  await page.keyboard.press("Enter");
  await expect(report).toBeFocused();
});

test("focus is never hidden under the sticky header, going forwards or back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/FAQs");
  const headerBottom = async () => (await page.locator(".site-header").boundingBox())?.height ?? 0;
  await page.keyboard.press("End");
  let checked = 0;
  for (let n = 0; n < 12; n++) {
    await page.keyboard.press("Shift+Tab");
    const box = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused.closest(".site-header")) return null;
      const rect = focused.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    });
    if (box && box.bottom > 0) {
      expect(box.top, `step ${n}`).toBeGreaterThanOrEqual(await headerBottom());
      checked++;
    }
  }
  // Most steps land on the page's own links, below the header: each of those was measured.
  expect(checked).toBeGreaterThanOrEqual(6);
});

test("the focus ring has at least 3:1 contrast on the page and on the dark footer", async ({ page }) => {
  await page.goto("/");
  for (const selector of ["main a.button", "footer a"]) {
    const link = page.locator(selector).first();
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    // The ring is drawn just outside the element, on what is behind it.
    const { ring, background } = await link.evaluate((element) => {
      let node: Element | null = element.parentElement;
      let background = "rgba(0, 0, 0, 0)";
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      return { ring: getComputedStyle(element).outlineColor, background };
    });
    expect(contrast(ring, background), `${selector}: ${ring} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test("the photo strip's focus ring stands out at least 3:1 on what is around it", async ({ page }) => {
  await page.goto("/");
  const strip = page.locator("[data-carousel-strip]");
  await page.locator("main a, main button, main [tabindex='0']").first().focus();
  while (!(await strip.evaluate((element) => element === document.activeElement))) await page.keyboard.press("Tab");
  // The strip fills its dark frame, so its ring is drawn inside it, on a dark band of its own.
  const { ring, offset, band, width } = await strip.evaluate((element) => {
    const style = getComputedStyle(element);
    const shadow = /^(rgba?\([^)]*\)).* (\d+)px inset$/.exec(style.boxShadow);
    return { ring: style.outlineColor, offset: parseFloat(style.outlineOffset), band: shadow?.[1] ?? "", width: Number(shadow?.[2] ?? 0) };
  });
  expect(offset).toBeLessThan(0);
  expect(width).toBeGreaterThanOrEqual(-offset + 3);
  expect(contrast(ring, band), `${ring} on ${band}`).toBeGreaterThanOrEqual(3);
});

test("the owner moving a row by keyboard keeps her place on it, even where its button goes away", async ({ ownerPage: page }) => {
  await page.goto("/login-home/videos");
  for (const [title, id] of [
    ["Blanket drive at Karanda", "abcdefghij1"],
    ["Eye camp at Rampur", "abcdefghij2"],
    ["Sewing centre opens", "abcdefghij3"],
  ] as const) {
    await page.getByLabel("Title in English").fill(title);
    await page.getByLabel("YouTube link").fill(`https://youtu.be/${id}`);
    await page.getByRole("button", { name: "Add video" }).click();
    await expect(page.locator("[data-just-saved]")).toContainText(title);
    await untilStill(page);
  }
  const rows = page.locator("[data-owner-row]");
  const moving = rows.filter({ hasText: "Blanket drive at Karanda" });
  // The row the focus is in, and the button it is on (or "the row" itself).
  const focused = () =>
    page.evaluate(() => {
      const on = document.activeElement;
      const row = on?.closest("[data-owner-row]");
      return `${row?.textContent ?? "no row"} / ${on === row ? "the row" : on?.textContent}`;
    });

  await moving.getByRole("button", { name: /^Move down/ }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(-2)).toContainText("Blanket drive at Karanda");
  // Its Move down is still there: the keyboard stays on it, to move the row again.
  await expect.poll(focused).toMatch(/Blanket drive at Karanda.* \/ Move down/);
  await page.keyboard.press("Enter");
  await expect(rows.last()).toContainText("Blanket drive at Karanda");
  // The last row has no Move down: the keyboard is on the row, not sent back to the top of the page.
  await expect.poll(focused).toMatch(/Blanket drive at Karanda.* \/ the row$/);
  await page.keyboard.press("Tab");
  await expect.poll(focused).toMatch(/Blanket drive at Karanda.* \/ Move up/);
});
