import { describe, expect, it } from "vitest";
import { categoryKey, readOwnerInput } from "~/models/owner-input";
import { safeRedirectPath } from "~/services/session.server";

describe("what the owner types", () => {
  it("treats text of only blanks or invisible characters as missing", () => {
    for (const update of ["", "   ", "\u200b\u200c\u200d", "\u00a0\u2060\ufeff", "\u3000\n\t", "\u200e\u200f"]) {
      const read = readOwnerInput("addNotice", { update });
      expect(read, JSON.stringify(update)).toEqual({ ok: false, status: 400, message: "Required Fields" });
    }
    expect(readOwnerInput("addNotice", { update: "\u200bSchool opens\u200b" }).ok).toBe(true);
    expect(readOwnerInput("addNotice", { update: "  विद्यालय खुला  " })).toEqual({ ok: true, value: { update: "विद्यालय खुला" } });
  });

  it("reads a count as decimal digits only", () => {
    expect(readOwnerInput("addWork", { category: "Charity", count: " 1250 " })).toEqual({ ok: true, value: { category: "Charity", count: 1250 } });
    expect(readOwnerInput("addWork", { category: "Charity", count: 7 })).toEqual({ ok: true, value: { category: "Charity", count: 7 } });
    for (const count of ["0x10", "1e3", "0b101", "12.5", "-4", "+4", "1 000", "١٢"]) {
      const read = readOwnerInput("addWork", { category: "Charity", count });
      expect(read.ok, count).toBe(false);
      expect(read.ok ? 0 : read.status, count).toBe(400);
    }
    expect(readOwnerInput("addWork", { category: "Charity", count: "" })).toEqual({ ok: false, status: 400, message: "Required Fields" });
  });

  it("folds a category the way people read it", () => {
    const key = categoryKey("Charity");
    for (const twin of ["charity", " CHARITY ", "Char\u200bity".replace("\u200b", ""), "\uff23harity"]) expect(categoryKey(twin), twin).toBe(key);
    expect(categoryKey("Divyang\u00a0Support")).toBe(categoryKey("divyang  support"));
    expect(categoryKey("Cafe\u0301")).toBe(categoryKey("Café"));
    expect(categoryKey("Charity")).not.toBe(categoryKey("Charities"));
  });
});

describe("where a login goes back to", () => {
  it("follows a path on this site", () => {
    for (const path of ["/login-home", "/login-home/notice/abc?x=1", "/api/v1/content/get_Contents_Update/abc", "/%09/evil.example"]) {
      expect(safeRedirectPath(path), path).toBe(path);
    }
  });

  it("goes to /login-home for anything a browser could read as another host, or control characters", () => {
    for (const path of ["//evil.example", "/\t/evil.example", "/\\evil.example", "/x\nSet-Cookie: a=b", "https://evil.example", "evil", "", "/ space", "/\u0085"]) {
      expect(safeRedirectPath(path), JSON.stringify(path)).toBe("/login-home");
    }
    expect(safeRedirectPath(undefined)).toBe("/login-home");
  });
});
