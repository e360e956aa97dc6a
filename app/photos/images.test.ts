import { describe, expect, it } from "vitest";
import { recogniseImageType } from "~/photos/images.server";
import { variantWidths } from "~/photos/photo-sources";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("recognising a photo from its first bytes", () => {
  it("knows JPEG, PNG, WebP, AVIF and HEIC", () => {
    expect(recogniseImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(recogniseImageType(bytes([0x89], "PNG\r\n\x1a\n"))).toBe("png");
    expect(recogniseImageType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(recogniseImageType(bytes([0, 0, 0, 0x1c], "ftypavif"))).toBe("avif");
    expect(recogniseImageType(bytes([0, 0, 0, 0x18], "ftypheic"))).toBe("heic");
  });

  it("tells an AVIF that names a generic major brand from an HEIC", () => {
    expect(recogniseImageType(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf"))).toBe("avif");
    expect(recogniseImageType(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1heic"))).toBe("heic");
  });

  it("refuses text, even text that claims to be a JPEG", () => {
    expect(recogniseImageType(bytes("hello, I am a photo.jpg"))).toBeNull();
    expect(recogniseImageType(bytes("<svg xmlns="))).toBeNull();
    expect(recogniseImageType(new Uint8Array(0))).toBeNull();
  });
});

describe("the stored widths of a photo", () => {
  it("are 360, 720 and 1280 for a large photo", () => {
    expect(variantWidths(5000)).toEqual([360, 720, 1280]);
  });

  it("never enlarge a small photo", () => {
    expect(variantWidths(800)).toEqual([360, 720, 800]);
    expect(variantWidths(200)).toEqual([200]);
  });
});
