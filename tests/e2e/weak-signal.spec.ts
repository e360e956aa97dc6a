import type { Page, Route } from "@playwright/test";
import { expect, logIn, test } from "../support/fixtures";
import sharp from "sharp";
import { makeCameraJpeg, makeJpeg } from "../support/photos";

// The owner adds a photo story from a phone on a weak signal: with JavaScript the photo is made
// smaller before it travels, and a dropped upload is tried again without making a second story;
// without JavaScript the original goes, as from any form.
test.use({ demoContent: false, siteOf: "uploads on a weak signal" });
test.describe.configure({ mode: "serial" });

const MB = 1024 * 1024;

/** Watches the page's photo story posts to `url`: the size of each body, and the last body. */
async function watchUploads(page: Page, url: RegExp, handle: (route: Route, attempt: number) => Promise<void>) {
  const sizes: number[] & { lastBody?: Buffer } = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    sizes.push(body.length);
    sizes.lastBody = body;
    await handle(route, sizes.length);
  });
  return sizes;
}

/** The JPEG inside a multipart body. */
function jpegIn(body: Buffer): Buffer {
  const start = body.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const end = body.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return body.subarray(start, end + 2);
}

async function addStory(page: Page, details: string, photo: Buffer) {
  await page.goto("/login-home/add-content");
  await page.getByLabel(/^Photo/).setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Description in English").fill(details);
  await page.getByRole("button", { name: "Add photo story" }).click();
}

async function storiesNamed(page: Page, details: string) {
  const answer = await page.request.get("/api/v1/content/get_Content_Home");
  return ((await answer.json()) as { data: { details: string }[] }).data.filter((story) => story.details === details).length;
}

test("with JavaScript a 4000 by 3000 camera photo goes out as at most 1 MB, upright and without its metadata", async ({ page }) => {
  await logIn(page.request);
  const photo = await makeCameraJpeg();
  expect(photo.length).toBeGreaterThan(3 * MB);
  const sizes = await watchUploads(page, /\/login-home\/add-content$/, (route) => route.continue());
  await addStory(page, "Sent small", photo);
  await expect(page).toHaveURL(/\/login-home\/photo-content\?saved=/);
  expect(sizes).toHaveLength(1);
  expect(sizes[0]).toBeLessThanOrEqual(1 * MB);
  expect(await storiesNamed(page, "Sent small")).toBe(1);

  // A photo the camera held sideways (EXIF orientation 6) with its GPS position goes upright, without either.
  await addStory(page, "Sent upright", await makeJpeg(4000, 3000, { orientation: 6, gps: true }));
  await expect(page.locator("[data-just-saved]")).toContainText("Sent upright");
  const sent = await sharp(jpegIn(sizes.lastBody ?? Buffer.alloc(0))).metadata();
  expect({ width: sent.width, height: sent.height, orientation: sent.orientation, exif: sent.exif }).toEqual({
    width: 960,
    height: 1280,
    orientation: undefined,
    exif: undefined,
  });
});

test("an upload cut off mid-way is tried again by itself and makes exactly one story, even when only its answer was lost", async ({ page }) => {
  await logIn(page.request);
  const photo = await makeCameraJpeg(1600, 1200);
  const sizes = await watchUploads(page, /\/login-home\/add-content$/, async (route, attempt) => {
    // The first try reaches the server and is saved, but its answer never comes back.
    if (attempt === 1) {
      await route.fetch();
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  await addStory(page, "Saved once", photo);
  await expect(page.locator("[data-upload-state]")).toContainText("The connection dropped. Trying again in 2 seconds…");
  await expect(page).toHaveURL(/\/login-home\/photo-content\?saved=/, { timeout: 15_000 });
  expect(sizes).toHaveLength(2);
  expect(await storiesNamed(page, "Saved once")).toBe(1);
});

test("when the signal stays away, the form says so and offers Try again without choosing the photo again", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page.request);
  let signal = false;
  const sizes = await watchUploads(page, /\/login-home\/add-content$/, (route) => (signal ? route.continue() : route.abort("internetdisconnected")));
  await addStory(page, "After the signal came back", await makeCameraJpeg(1600, 1200));
  const dropped = page.locator("[data-upload-dropped]");
  await expect(dropped).toContainText("The connection dropped before the file arrived.", { timeout: 30_000 });
  expect(sizes).toHaveLength(4);
  signal = true;
  await dropped.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/login-home\/photo-content\?saved=/, { timeout: 15_000 });
  expect(await storiesNamed(page, "After the signal came back")).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the original photo is sent, as from any form, and the same form posted again is still one story", async ({ page }) => {
    await logIn(page.request);
    const photo = await makeCameraJpeg(2000, 1500);
    let contentType = "";
    const sizes = await watchUploads(page, /\/login-home\/add-content$/, (route) => {
      contentType = route.request().headers()["content-type"] ?? "";
      return route.continue();
    });
    await addStory(page, "Sent whole", photo);
    await expect(page).toHaveURL(/\/login-home\/photo-content\?saved=/);
    expect(sizes[0]).toBeGreaterThan(photo.length);
    // A browser that sends the form again (its answer was lost) sends the same key with it.
    const again = await page.request.post("/login-home/add-content", {
      headers: { "Content-Type": contentType, Origin: new URL(page.url()).origin },
      data: sizes.lastBody ?? Buffer.alloc(0),
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(await storiesNamed(page, "Sent whole")).toBe(1);
  });
});
