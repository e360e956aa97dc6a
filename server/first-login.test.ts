import { describe, expect, it } from "vitest";
import { framedFirstLogin } from "./first-login.mjs";

describe("the first login's frame", () => {
  it("shows the address, user ID and password inside one even frame, with how to change it", () => {
    const framed = framedFirstLogin({ userid: "owner", password: "Xy12_ab-CD34ef" }, "http://localhost:3000");
    const lines = framed.trim().split("\n");
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(framed).toContain("| The owner's login (shown only this once):");
    expect(framed).toContain("  http://localhost:3000/login ");
    expect(framed).toContain("  User ID:  owner ");
    expect(framed).toContain("  Password: Xy12_ab-CD34ef ");
    expect(framed).toContain("http://localhost:3000/login-home/change-password");
    expect(framed).toContain("npm run owner:password");
  });
});
