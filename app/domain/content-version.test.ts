import { describe, expect, it } from "vitest";
import { publicContentChanged, publicContentVersion } from "./content-version.server";

describe("the version kept public pages were rendered at", () => {
  it("moves with a write and with the date, and stays within a day", () => {
    const morning = new Date("2026-11-22T01:00:00Z");
    const evening = new Date("2026-11-22T23:00:00Z");
    expect(publicContentVersion(evening)).toBe(publicContentVersion(morning));
    expect(publicContentVersion(new Date("2026-11-23T00:00:01Z"))).not.toBe(publicContentVersion(evening));
    const before = publicContentVersion(morning);
    publicContentChanged();
    expect(publicContentVersion(morning)).toBe(before + 1);
  });
});
