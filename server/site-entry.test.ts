import { describe, expect, it } from "vitest";
import { siteEntryOf } from "./site-entry.mjs";

describe("the app's start-up contract", () => {
  it("is taken from a build that exports it", () => {
    const entry = {
      prepareSite: async () => ({}),
      closeSite: async () => undefined,
      publicContentVersion: () => 0,
      withheldFileKeys: async () => new Set<string>(),
      default: () => null,
    };
    expect(siteEntryOf(entry)).toBe(entry);
  });

  it("stops the start with a sentence when the build lacks part of it", () => {
    expect(() => siteEntryOf({ prepareSite: async () => ({}) })).toThrow(/does not export prepareSite, closeSite, publicContentVersion/);
    expect(() => siteEntryOf(undefined)).toThrow(/rebuild the site/);
  });
});
