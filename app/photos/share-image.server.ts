import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { siteConfig } from "~/site/env.server";
import { cardDigest, shareSourceOf } from "./share-name";
import { variantFileName, variantWidths } from "./photo-sources";

// A link preview's picture: 1200 by 630, a JPEG under 300 KB (WhatsApp drops larger ones).
const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;
const QUALITIES = [82, 70, 58, 46];
const BRAND = "#9a3412";

/**
 * The preview picture a share image's name asks for, made once and kept in the share cache;
 * null for a name no page gives, or a photo that is gone.
 */
export async function shareImage(name: string, trustName: string): Promise<Buffer | null> {
  const source = shareSourceOf(name);
  if (!source) return null;
  const { shareCache, uploads, scratch } = siteConfig().paths;
  // A card is made for the trust's name as it is now, whatever digest the address carried.
  const file = path.join(shareCache, source.kind === "card" ? `card-${cardDigest(trustName)}.jpg` : name);
  const kept = await fs.readFile(file).catch(() => null);
  if (kept) return kept;
  const made =
    source.kind === "card"
      ? await card(trustName)
      : await fromPhoto(path.join(uploads, largestJpeg(await storedWidths(uploads, source.key), source.key)), source.kind);
  if (!made) return null;
  await fs.mkdir(shareCache, { recursive: true });
  const partial = path.join(scratch, `${crypto.randomUUID()}.jpg`);
  await fs.writeFile(partial, made);
  await fs.rename(partial, file);
  return made;
}

async function storedWidths(uploads: string, key: string): Promise<number[]> {
  const names = await fs.readdir(uploads).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const match = new RegExp(`^${key}-(\\d+)\\.jpg$`).exec(name);
    return match?.[1] ? [Number(match[1])] : [];
  });
}

function largestJpeg(widths: number[], key: string): string {
  const largest = Math.max(0, ...widths);
  return variantFileName(key, variantWidths(largest).at(-1) ?? largest, "jpg");
}

/** A photo fills the picture; a logo sits in the middle of a plain one. */
async function fromPhoto(file: string, kind: "photo" | "logo"): Promise<Buffer | null> {
  const exists = await fs.access(file).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  if (kind === "photo") return withinBudget(sharp(file).resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover" }));
  const logo = await sharp(file).resize(480, 480, { fit: "inside" }).toBuffer();
  const background = sharp({ create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: "#fff7ed" } });
  return withinBudget(background.composite([{ input: logo, gravity: "centre" }]));
}

/** The trust's name, large, on the site's colour. */
async function card(name: string): Promise<Buffer> {
  const lines = wrapped(name, 22).slice(0, 3);
  const size = lines.length > 2 ? 64 : 76;
  const top = SHARE_IMAGE.height / 2 - ((lines.length - 1) * size * 1.25) / 2 + size / 3;
  const text = lines
    .map(
      (line, index) =>
        `<text x="600" y="${top + index * size * 1.25}" text-anchor="middle" font-size="${size}" font-weight="700" fill="#ffffff" font-family="DejaVu Sans, Lohit Devanagari, Noto Sans Devanagari, sans-serif">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${BRAND}"/><rect x="40" y="40" width="1120" height="550" fill="none" stroke="#fed7aa" stroke-width="6" rx="24"/>${text}</svg>`;
  return withinBudget(sharp(Buffer.from(svg)));
}

async function withinBudget(image: sharp.Sharp): Promise<Buffer> {
  let output: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    output = await image.clone().flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (output.length <= SHARE_IMAGE.maxBytes) break;
  }
  return output;
}

function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
