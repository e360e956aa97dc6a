import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Makes the questions a list longer than a phone's screen, then moves the last one up twice:
 * after each Move the row is where she is looking, marked, one place higher, and not at the
 * other end of the page.
 */
export async function moveTheLastQuestionUpTwice(page: Page) {
  await page.goto("/login-home/faqs");
  for (const number of [1, 2, 3, 4, 5, 6]) {
    const question = `Question ${number} of a long list?`;
    await page.getByLabel("Question in English").fill(question);
    await page.getByLabel("Answer in English").fill("Yes.");
    await page.getByRole("button", { name: "Add question" }).click();
    await expect(page.locator("[data-just-saved]")).toContainText(question);
  }
  const rows = page.locator("[data-owner-row]");
  const last = await rows.count();
  const moving = rows.filter({ hasText: "Question 6 of a long list?" });
  for (const place of [last - 2, last - 3]) {
    await moving.getByRole("button", { name: /^Move up/ }).click();
    await expect(rows.nth(place)).toContainText("Question 6 of a long list?");
    await expect(moving).toHaveAttribute("data-just-saved", "");
    await expect(moving).toBeInViewport();
  }
}
