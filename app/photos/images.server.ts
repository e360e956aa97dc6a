import { said, type Words } from "~/i18n/said";
import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PHOTO_FORMATS, type PhotoFormat, variantFileName, variantWidths } from "./photo-sources";

// Two workers per image keep a 5000x5000 photo to about a second and a half on two cores.
sharp.concurrency(2);

// maxProportion: the longer side at most ten times the shorter; the encoders cannot write the
// variants of a thinner strip (a 10 by 100,000 photo would be a 360 by 3,600,000 one).
const PHOTO_LIMITS = { maxPixels: 60_000_000, maxProportion: 10 } as const;

/** A photo the pipeline cannot take, refused in both languages. */
export class PhotoRejected extends Error {
  override name = "PhotoRejected";
  constructor(readonly said: Words) {
    super(said.en);
  }
}

type ImageType = "jpeg" | "png" | "webp" | "avif" | "heic";

const HEIC_NOT_SUPPORTED = said.heicNotSupported;

/** The image type its first bytes declare; names and declared content types are not trusted. */
export function recogniseImageType(head: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // An HEIF file names its major brand, then the brands it is compatible with.
    const boxEnd = Math.min(head.length, ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0));
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
    if (brands.some((brand) => ["heic", "heix", "hevc", "hevx", "mif1", "msf1"].includes(brand))) return "heic";
  }
  return null;
}

export type StoredPhoto = { key: string; width: number; height: number };

/**
 * Makes the served variants of the inspected photo at `sourcePath`: upright, stripped of all metadata
 * (a beneficiary's GPS position must not leak), in AVIF, WebP and JPEG. Each file is written
 * under a scratch name and renamed, so a crash never leaves half a photo under a real name.
 */
export async function storePhoto(sourcePath: string, folders: { uploads: string; scratch: string }, { key, width }: StoredPhoto): Promise<void> {
  const largest = variantWidths(width).at(-1) ?? width;
  const { data, info } = await sharp(sourcePath, { limitInputPixels: PHOTO_LIMITS.maxPixels })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new PhotoRejected(said.photoDamaged);
    });
  const written: string[] = [];
  try {
    for (const variantWidth of variantWidths(width)) {
      for (const format of PHOTO_FORMATS) {
        const finalPath = path.join(folders.uploads, variantFileName(key, variantWidth, format));
        const scratchPath = path.join(folders.scratch, `${crypto.randomUUID()}.${format}`);
        const pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width: variantWidth });
        await fs.writeFile(scratchPath, await encodeWithinBudget(pipeline, format, variantWidth));
        await fs.rename(scratchPath, finalPath);
        written.push(finalPath);
      }
    }
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
}

/**
 * Checks a chosen file before any work: a photo of a type, size and proportions the pipeline
 * can write. Its key is the hash of its bytes, so the same photo twice is stored once.
 */
export async function inspectPhoto(sourcePath: string): Promise<StoredPhoto> {
  const type = recogniseImageType(await readHead(sourcePath));
  if (!type) throw new PhotoRejected(said.notAPhoto);
  // The bundled decoder reads AVIF but not HEVC, the codec of an iPhone's HEIC photos.
  if (type === "heic") throw new PhotoRejected(HEIC_NOT_SUPPORTED);
  const { width, height } = await uprightSize(sourcePath);
  return { key: await contentKey(sourcePath), width, height };
}

/** What a 360 px phone is sent stays within 60 KB, however busy the photo (a crowd, foliage, grain). */
export const PHONE_PHOTO = { width: 360, maxBytes: 60 * 1024 } as const;
// The first quality suits ordinary photos; the lower ones are only for what would break the budget.
const QUALITY_STEPS: Record<PhotoFormat, number[]> = { avif: [50, 36, 24], webp: [72, 50, 32], jpg: [78, 55, 35] };

async function encodeWithinBudget(pipeline: sharp.Sharp, format: PhotoFormat, width: number): Promise<Buffer> {
  const maxBytes = width <= PHONE_PHOTO.width ? PHONE_PHOTO.maxBytes : Infinity;
  let output: Buffer = Buffer.alloc(0);
  for (const quality of QUALITY_STEPS[format]) {
    output = await encode(pipeline.clone(), format, quality).toBuffer();
    if (output.length <= maxBytes) break;
  }
  return output;
}

function encode(pipeline: sharp.Sharp, format: PhotoFormat, quality: number): sharp.Sharp {
  if (format === "avif") return pipeline.avif({ quality, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality });
  return pipeline.jpeg({ quality, mozjpeg: true });
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, "r");
  try {
    const head = new Uint8Array(64);
    await handle.read(head, 0, 64, 0);
    return head;
  } finally {
    await handle.close();
  }
}

async function uprightSize(file: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PhotoRejected(said.photoDamagedOrUnknown);
    });
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoRejected(said.photoUnreadable);
  if (width * height > PHOTO_LIMITS.maxPixels) {
    throw new PhotoRejected(said.photoTooManyPixels);
  }
  if (Math.max(width, height) > PHOTO_LIMITS.maxProportion * Math.min(width, height)) {
    throw new PhotoRejected(said.photoTooThin);
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

async function contentKey(file: string): Promise<string> {
  const digest = crypto.createHash("sha256");
  for await (const chunk of createReadStream(file)) digest.update(chunk as Buffer);
  return digest.digest("hex").slice(0, 24);
}
