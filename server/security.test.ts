import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security.mjs";

describe("the content security policy", () => {
  it("runs only the site's own scripts and the answer's nonce, and frames nothing but YouTube's privacy player", () => {
    const policy = contentSecurityPolicy("abc123", false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
  });

  it("lets the development server's live reload connect", () => {
    expect(contentSecurityPolicy("abc123", true)).toContain("connect-src 'self' ws:");
  });
});
