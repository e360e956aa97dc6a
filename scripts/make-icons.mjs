// @ts-check
// Writes the site's icons from public/favicon.svg: favicon.ico (for browsers and tools that ask
// for it by name), apple-touch-icon.png (180 px) and the web app manifest's 192 and 512 px icons.
// Run it after changing the mark: node scripts/make-icons.mjs
import fs from "node:fs";
import sharp from "sharp";

const mark = fs.readFileSync("public/favicon.svg");
/** @param {number} size */
const png = (size) =>
  sharp(mark, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();

// An ICO file may hold PNG images: a 6-byte header, a 16-byte entry per image, then the images.
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(png));
const header = Buffer.from([0, 0, 1, 0, sizes.length, 0]);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(images[index]?.length ?? 0, 8);
  entry.writeUInt32LE(offset, 12);
  offset += images[index]?.length ?? 0;
  return entry;
});
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, ...entries, ...images]));
fs.writeFileSync("public/apple-touch-icon.png", await png(180));
fs.mkdirSync("public/icons", { recursive: true });
fs.writeFileSync("public/icons/icon-192.png", await png(192));
fs.writeFileSync("public/icons/icon-512.png", await png(512));
console.log("Wrote public/favicon.ico, public/apple-touch-icon.png and public/icons/icon-{192,512}.png");
