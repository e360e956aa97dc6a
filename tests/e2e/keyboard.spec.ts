import { expect, test } from "../support/fixtures";

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
