import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { donorKeyOf, seal, unseal } from "./donor-seal.mjs";

const key = crypto.randomBytes(32);

describe("a donor's ID number, sealed", () => {
  it("is opened again only with its key, and never stored as it was typed", () => {
    const sealed = seal(key, "ABCDE1234F");
    expect(sealed).not.toContain("ABCDE1234F");
    expect(seal(key, "ABCDE1234F")).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe("ABCDE1234F");
    expect(() => unseal(crypto.randomBytes(32), sealed)).toThrow();
  });

  it("refuses a sealed value changed by one character rather than read it as another number", () => {
    const sealed = seal(key, "234123412346");
    const changed = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.slice(-1);
    expect(() => unseal(key, changed)).toThrow();
  });

  it("puts the same donor's donations together, whatever the case typed, and no one else's", () => {
    expect(donorKeyOf(key, "pan", "abcde1234f")).toBe(donorKeyOf(key, "pan", "ABCDE1234F"));
    expect(donorKeyOf(key, "pan", "ABCDE1234F")).not.toBe(donorKeyOf(key, "pan", "ABCDE1234G"));
    expect(donorKeyOf(crypto.randomBytes(32), "pan", "ABCDE1234F")).not.toBe(donorKeyOf(key, "pan", "ABCDE1234F"));
  });
});
