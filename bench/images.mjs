// @ts-check
// npm run bench:images: a 5000x5000 JPEG (as the Success Works form asks for) through the photo
// pipeline of the production build: time, peak memory of the process, bytes of each variant.
// Then the browser's side: a 4000x3000 camera photo made smaller by the add form in Chromium
// (slowed down 4 times, as Lighthouse slows a phone) before it is sent: time and bytes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createServer } from "vite";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trust-bench-images-"));
const paths = { uploads: path.join(dataDir, "uploads"), scratch: path.join(dataDir, "tmp") };
fs.mkdirSync(paths.uploads, { recursive: true });
fs.mkdirSync(paths.scratch, { recursive: true });

// A photo-like picture: coarse noise enlarged keeps texture at every width, as a real scene
// does (fine noise would average away and flatter the small variants).
const side = 5000;
const texture = await sharp({ create: { width: 625, height: 625, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
  .png()
  .toBuffer();
const noise = await sharp(texture).resize(side, side, { kernel: "cubic" }).jpeg({ quality: 90 }).toBuffer();
const source = path.join(dataDir, "source.jpg");
fs.writeFileSync(source, noise);

// The app's own pipeline, loaded from its TypeScript source through Vite.
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "silent" });
const { inspectPhoto, storePhoto } = /** @type {typeof import("../app/photos/images.server")} */ (await vite.ssrLoadModule("/app/photos/images.server.ts"));
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const stored = await inspectPhoto(source);
await storePhoto(source, paths, stored);
const elapsed = performance.now() - started;
clearInterval(sampler);

console.log(`source: ${side}x${side} JPEG, ${(fs.statSync(source).size / 1024 / 1024).toFixed(1)} MB`);
console.log(`processing time: ${(elapsed / 1000).toFixed(2)} s`);
console.log(`peak memory (RSS of the process): ${(peak / 1024 / 1024).toFixed(0)} MB`);
console.log(`stored as ${stored.width}x${stored.height}, variants:`);
console.table(
  fs
    .readdirSync(paths.uploads)
    .sort()
    .map((name) => ({ file: name.replace(stored.key, "<key>"), kilobytes: +(fs.statSync(path.join(paths.uploads, name)).size / 1024).toFixed(1) })),
);
fs.rmSync(dataDir, { recursive: true, force: true });
await vite.close();

await browserSide();

/** The add form's own code in the production build, timed from the tap on Add to the upload's first byte. */
async function browserSide() {
  const { chromium } = await import("@playwright/test");
  const { chromiumEnv, chromiumFlags, chromiumPath } = await import("../scripts/chromium.mjs");
  const { OWNER, startSite } = await import("../tests/support/site.mjs");
  const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#6b8e23", noise: { type: "gaussian", mean: 128, sigma: 15 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const site = await startSite({ demoContent: false });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, env: chromiumEnv });
  try {
    const page = await browser.newPage();
    await page.request.post(`${site.baseURL}/login`, { form: { userid: OWNER.userid, password: OWNER.password } });
    await page.goto(`${site.baseURL}/login-home/add-content`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.locator("#image").setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: camera });
    await page.locator("#details").fill("A camera photo");
    /** @type {number} */
    let sent = 0;
    /** @type {(value?: unknown) => void} */
    let arrived = () => {};
    const upload = new Promise((resolve) => (arrived = resolve));
    await page.route("**/login-home/add-content", async (route) => {
      sent = route.request().postDataBuffer()?.length ?? 0;
      arrived();
      await route.continue();
    });
    const tapped = performance.now();
    await page.getByRole("button", { name: "Add photo story" }).click();
    await upload;
    const shrinking = performance.now() - tapped;
    console.log(
      `browser: a 4000x3000 camera JPEG of ${(camera.length / 1024 / 1024).toFixed(1)} MB made smaller in ${(shrinking / 1000).toFixed(2)} s (Chromium, CPU slowed 4x); sent ${(sent / 1024).toFixed(0)} KB`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}
