import { describe, expect, it } from "vitest";
import { publicContentChanged, publicContentVersion } from "./content-version.server";

describe("the version kept public pages were rendered at", () => {
  it("moves with a write and at midnight in India, and stays within India's day", () => {
    // 00:01 and 23:59 on 22 November in India.
    const morning = new Date("2026-11-21T18:31:00Z");
    const evening = new Date("2026-11-22T18:29:00Z");
    expect(publicContentVersion(evening)).toBe(publicContentVersion(morning));
    // A camp of the 22nd is past at 00:00:01 on the 23rd in India, while it is still the 22nd in UTC.
    expect(publicContentVersion(new Date("2026-11-22T18:30:01Z"))).not.toBe(publicContentVersion(evening));
    const before = publicContentVersion(morning);
    publicContentChanged();
    expect(publicContentVersion(morning)).toBe(before + 1);
  });
});
