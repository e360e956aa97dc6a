import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { makeJpeg } from "./photos";

// A site whose owner wrote its content in one language only, for the tests that read its pages in
// the other: what she wrote must show there marked with its own language.

type File = { name: string; mimeType: string; buffer: Buffer };
export type OwnerPost = [to: string, fields: Record<string, string | File>];

/** A photo as the owner's browser sends it. */
export async function photoFile(): Promise<File> {
  return { name: "camp.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(800, 600) };
}

/**
 * Posts each owner form as the browser does (multipart), each one saved, then a photo with
 * `caption` into the gallery group whose title shows `group`; the group's owner page.
 */
export async function writeContent(page: Page, posts: OwnerPost[], gallery: { group: string; caption: Record<string, string> }): Promise<string> {
  for (const [to, fields] of posts) expect((await page.request.post(to, { multipart: fields, maxRedirects: 0 })).status(), to).toBe(302);
  await page.goto("/login-home/gallery");
  const group = (await page.locator("main li").filter({ hasText: gallery.group }).locator("a").first().getAttribute("href")) ?? "";
  const photo = { ...gallery.caption, image: await photoFile() };
  expect((await page.request.post(`${group}/new`, { multipart: photo, maxRedirects: 0 })).status()).toBe(302);
  return group;
}

/** The words each page shows out of place (as `outOfPlace` finds them), by page: empty when none does. */
export async function wordsOutOfPlaceOn(page: Page, paths: string[], outOfPlace: (page: Page) => Promise<string[]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const words = await outOfPlace(page);
    if (words.length > 0) found[path] = words;
  }
  return found;
}
