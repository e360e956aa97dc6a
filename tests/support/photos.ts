import sharp from "sharp";

/** A real JPEG made on the spot, with an optional EXIF orientation and GPS position. */
export async function makeJpeg(width: number, height: number, options: { orientation?: number; gps?: boolean } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg({ quality: 80 });
  if (options.orientation || options.gps) {
    image = image.withExif({
      IFD0: { Make: "TestCam" },
      ...(options.gps ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "83/1 34/1 0/1" } } : {}),
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A PNG of many pixels but few bytes: one colour compresses to almost nothing. */
export function makeHugePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A JPEG of random grain: big for its size, as a real camera photo is. */
export function makeGrainyJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A JPEG the size a 12-megapixel phone camera makes (about 5 MB): fine grain over a colour. */
export function makeCameraJpeg(width = 4000, height = 3000) {
  return sharp({ create: { width, height, channels: 3, background: "#6b8e23", noise: { type: "gaussian", mean: 128, sigma: 15 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export { pdfOf } from "./bodies.mjs";
