import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

describe("where a login goes back to", () => {
  it("follows a path on this site", () => {
    for (const path of ["/login-home", "/login-home/notice/abc?x=1", "/api/v1/content/get_Contents_Update/abc", "/%09/evil.example"]) {
      expect(safeRedirectPath(path), path).toBe(path);
    }
  });

  it("goes to /login-home for anything a browser could read as another host, or control characters", () => {
    for (const path of [
      "//evil.example",
      "/\t/evil.example",
      "/\\evil.example",
      "/x\nSet-Cookie: a=b",
      "https://evil.example",
      "evil",
      "",
      "/ space",
      "/\u0085",
    ]) {
      expect(safeRedirectPath(path), JSON.stringify(path)).toBe("/login-home");
    }
    expect(safeRedirectPath(undefined)).toBe("/login-home");
  });
});
