// @ts-check
// The browser tests drive Debian's Chromium (Playwright's own builds cannot be downloaded here).
// Installs it when missing and we are root; otherwise says exactly what to install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    console.error("(or set CHROME_PATH to a Chromium or Chrome binary you already have)");
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
