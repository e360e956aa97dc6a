import type { PhotoSources } from "~/components/photo";

// What a stored photo's files are called and which widths exist: the pipeline writes them
// (images.server.ts), pages link them. No server code, so views shared with the browser use it.
const VARIANT_WIDTHS = [360, 720, 1280] as const;
/** The largest width the site keeps of any photo: the browser need not send more. */
export const LARGEST_PHOTO_WIDTH = Math.max(...VARIANT_WIDTHS);
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The widths stored for a photo whose upright width is `width`. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_PHOTO_WIDTH);
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < largest), largest])];
}

export function variantFileName(key: string, width: number, format: PhotoFormat): string {
  return `${key}-${width}.${format}`;
}

/** The sources of a stored photo: its variants in each format, and a JPEG every browser shows. */
export function photoSources(key: string, width: number, height: number): PhotoSources {
  const widths = variantWidths(width);
  const url = (variantWidth: number, format: PhotoFormat) => `/uploads/${variantFileName(key, variantWidth, format)}`;
  const srcSet = (format: PhotoFormat) => widths.map((variantWidth) => `${url(variantWidth, format)} ${variantWidth}w`).join(", ");
  const fallbackWidth = widths.find((variantWidth) => variantWidth >= 720) ?? widths.at(-1) ?? width;
  return { key, src: url(fallbackWidth, "jpg"), width, height, srcSets: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") } };
}

/** The sources of a row's optional photo columns, or null when the row has no photo. */
export function sourcesOfOptionalPhoto(
  key: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): PhotoSources | null {
  return key && width && height ? photoSources(key, width, height) : null;
}
