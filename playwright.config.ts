import { defineConfig, devices } from "@playwright/test";
import { chromiumEnv, chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

// Debian's Chromium: this network cannot download Playwright's own browser builds.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags, env: chromiumEnv },
};

export default defineConfig({
  testDir: "tests",
  testMatch: ["api/**/*.spec.ts", "e2e/**/*.spec.ts", "security/**/*.spec.ts"],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // These machines are shared and noisy: generous limits, never timing assertions.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: { trace: "off", screenshot: "off" },
  projects: [{ name: "chromium", use: chromium }],
});
