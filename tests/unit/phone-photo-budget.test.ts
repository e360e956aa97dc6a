import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { inspectPhoto, PHONE_PHOTO, storePhoto } from "~/photos/images.server";
import { PHOTO_FORMATS, variantFileName } from "~/photos/photo-sources";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "phone-photo-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

it("a photo as busy as grain still reaches a 360 px phone in 60 KB or less, in every format", async () => {
  const uploads = path.join(work, "uploads");
  const scratch = path.join(work, "scratch");
  fs.mkdirSync(uploads);
  fs.mkdirSync(scratch);
  const source = path.join(work, "grain.jpg");
  await sharp({ create: { width: 400, height: 400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 80 } } })
    .jpeg({ quality: 95 })
    .toFile(source);
  const stored = await inspectPhoto(source);
  await storePhoto(source, { uploads, scratch }, stored);
  for (const format of PHOTO_FORMATS) {
    const size = fs.statSync(path.join(uploads, variantFileName(stored.key, PHONE_PHOTO.width, format))).size;
    expect(size, format).toBeLessThanOrEqual(PHONE_PHOTO.maxBytes);
    expect(size, format).toBeGreaterThan(0);
  }
});
