import { describe, expect, test } from "vitest";
import { indiaTime, momentOf, statusLine } from "./offsite.mjs";
import { NO_TARGET } from "../app/site/offsite-status.server.mjs";

describe("the moment a restore is asked for", () => {
  test("a day and a time are India's, as the trust reads its clock", () => {
    expect(new Date(momentOf("2026-11-20 14:00")).toISOString()).toBe("2026-11-20T08:30:00.000Z");
    expect(new Date(momentOf("2026-11-20T14:00:30")).toISOString()).toBe("2026-11-20T08:30:30.000Z");
  });

  test("a moment with its own offset is taken as it says", () => {
    expect(new Date(momentOf("2026-11-20T08:30:00Z")).toISOString()).toBe("2026-11-20T08:30:00.000Z");
    expect(new Date(momentOf("2026-11-20T14:00:00+05:30")).toISOString()).toBe("2026-11-20T08:30:00.000Z");
  });

  test.each(["yesterday", "2026-11-20", "20/11/2026 14:00", ""])("%j is not a moment", (text) => {
    expect(momentOf(text)).toBeNaN();
  });

  test("a snapshot's time is told back in the same clock", () => {
    expect(indiaTime("2026-11-20T08:30:05.123456Z")).toBe("2026-11-20 14:00:05 India time");
  });
});

describe("the status line in the server's log", () => {
  const now = Date.parse("2026-11-26T10:00:00Z");
  test("no target", () => {
    expect(statusLine(NO_TARGET, now)).toBe("Off-site copy: none (OFFSITE_URL is not set), so nothing is copied off this server.");
  });
  test("working, with how long ago", () => {
    const line = statusLine(
      { ...NO_TARGET, target: "s3://trust/site", lastCopyAt: "2026-11-26T09:48:00Z", lastCheckedAt: "2026-11-26T09:58:00Z", files: 65 },
      now,
    );
    expect(line).toBe(
      "Off-site copy: ok to s3://trust/site; last copy 2026-11-26T09:48:00Z (12 min ago), last checked 2026-11-26T09:58:00Z (2 min ago), 65 files.",
    );
  });
  test("failing, with why", () => {
    const line = statusLine(
      {
        ...NO_TARGET,
        target: "s3://trust/site",
        problem: "unreachable",
        detail: "dial tcp: connection refused",
        failingSince: "2026-11-26T09:30:00Z",
        lastCheckedAt: "2026-11-26T09:20:00Z",
      },
      now,
    );
    expect(line).toMatch(
      /^Off-site copy: FAILING since 2026-11-26T09:30:00Z to s3:\/\/trust\/site \(unreachable: dial tcp: connection refused\); last copy never\.$/,
    );
  });
});
