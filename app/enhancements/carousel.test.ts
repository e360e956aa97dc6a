import { describe, expect, it } from "vitest";
import { slideAt, wrappedSlide } from "./carousel";

describe("the carousel's slides", () => {
  it("go round at either end", () => {
    expect(wrappedSlide(0, 3)).toBe(0);
    expect(wrappedSlide(3, 3)).toBe(0);
    expect(wrappedSlide(4, 3)).toBe(1);
    expect(wrappedSlide(-1, 3)).toBe(2);
    expect(wrappedSlide(-4, 3)).toBe(2);
  });

  it("are read from where the strip has scrolled, to the nearest slide", () => {
    expect(slideAt(0, 360)).toBe(0);
    expect(slideAt(359, 360)).toBe(1);
    expect(slideAt(170, 360)).toBe(0);
    expect(slideAt(720, 360)).toBe(2);
  });
});
