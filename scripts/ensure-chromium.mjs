// @ts-check
// The browser tests drive Debian's Chromium (Playwright's own builds cannot be downloaded here).
import { ensureDebianPackage } from "./debian-package.mjs";

const program = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!ensureDebianPackage({ program, debianPackage: "chromium", purpose: "the browser tests" })) {
  console.error("(or set CHROME_PATH to a Chromium or Chrome binary you already have)");
  process.exit(1);
}
