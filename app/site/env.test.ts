import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "~/site/env.server";

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "trust-env-"));

describe("the environment contract", () => {
  it("refuses to start in production without a session secret, naming the variable", () => {
    expect(() => readSiteConfig({ NODE_ENV: "production", DATA_DIR: tempDataDir() })).toThrow(
      /^Cannot start: SESSION_SECRET is required when NODE_ENV=production/,
    );
  });

  it("refuses to start in production without the key that seals donors' ID numbers", () => {
    const settings = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "https://trust.example.in", DATA_DIR: tempDataDir() };
    expect(() => readSiteConfig(settings)).toThrow(/DONOR_DATA_KEY is required when NODE_ENV=production/);
    expect(() => readSiteConfig({ ...settings, DONOR_DATA_KEY: "short" })).toThrow(/DONOR_DATA_KEY must be 64 hexadecimal characters/);
  });

  it("names a bad PORT in one line", () => {
    expect(() => readSiteConfig({ PORT: "eighty", DATA_DIR: tempDataDir() })).toThrow(/Cannot start: PORT /);
    expect(() => readSiteConfig({ PORT: "70000", DATA_DIR: tempDataDir() })).toThrow(/PORT must be between 1 and 65535/);
  });

  it("wants OWNER_USERID and OWNER_PASSWORD together", () => {
    expect(() => readSiteConfig({ OWNER_USERID: "trustee", DATA_DIR: tempDataDir() })).toThrow(/OWNER_PASSWORD must be set together/);
  });

  it("outside production makes a session secret once and keeps it in DATA_DIR", () => {
    const dataDir = tempDataDir();
    const first = readSiteConfig({ DATA_DIR: dataDir });
    const second = readSiteConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(fs.readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first.sessionSecret);
    // The donors' key too, readable by the site's user alone.
    expect(second.donorDataKey.equals(first.donorDataKey)).toBe(true);
    expect(fs.statSync(path.join(dataDir, "donor-data-key")).mode & 0o777).toBe(0o600);
  });

  it("fills demo content by default in the quick start, not in production", () => {
    const secret = "x".repeat(32);
    expect(readSiteConfig({ DATA_DIR: tempDataDir() }).demoContent).toBe(true);
    expect(
      readSiteConfig({
        NODE_ENV: "production",
        SESSION_SECRET: secret,
        DONOR_DATA_KEY: "ab".repeat(32),
        PUBLIC_URL: "https://trust.example.in",
        DATA_DIR: tempDataDir(),
      }).demoContent,
    ).toBe(false);
    expect(readSiteConfig({ DEMO_CONTENT: "0", DATA_DIR: tempDataDir() }).demoContent).toBe(false);
  });

  it("wants PUBLIC_URL in production, as an http(s) origin, and builds addresses on it alone", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), DONOR_DATA_KEY: "ab".repeat(32), DATA_DIR: tempDataDir() };
    expect(() => readSiteConfig(production)).toThrow(/^Cannot start: PUBLIC_URL is required when NODE_ENV=production/);
    for (const bad of ["ftp://trust.example.in", "https://trust.example.in/site", "trust.example.in", "https://user@trust.example.in"]) {
      expect(() => readSiteConfig({ ...production, PUBLIC_URL: bad }), bad).toThrow(/Cannot start: PUBLIC_URL must be/);
    }
    expect(readSiteConfig({ ...production, PUBLIC_URL: "https://Trust.Example.in/" }).publicOrigin).toBe("https://trust.example.in");
    expect(readSiteConfig({ DATA_DIR: tempDataDir(), PORT: "4100" }).publicOrigin).toBe("http://localhost:4100");
  });

  it("reads TRUST_PROXY as the number of proxies in front of the site", () => {
    expect(readSiteConfig({ DATA_DIR: tempDataDir() }).trustProxyHops).toBe(0);
    expect(readSiteConfig({ DATA_DIR: tempDataDir(), TRUST_PROXY: "1" }).trustProxyHops).toBe(1);
    expect(readSiteConfig({ DATA_DIR: tempDataDir(), TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(() => readSiteConfig({ DATA_DIR: tempDataDir(), TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });

  it("keeps the database and uploads inside DATA_DIR", () => {
    const dataDir = tempDataDir();
    const config = readSiteConfig({ DATA_DIR: dataDir, PORT: "4100" });
    expect(config.port).toBe(4100);
    expect(config.paths.database).toBe(path.join(dataDir, "site.db"));
    expect(config.paths.uploads).toBe(path.join(dataDir, "uploads"));
  });
});
