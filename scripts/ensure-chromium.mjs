// @ts-check
// The browser tests drive Debian's Chromium (Playwright's own builds cannot be downloaded here).
import { chromiumPath } from "./chromium.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

if (!ensureDebianPackage({ program: chromiumPath, debianPackage: "chromium", purpose: "the browser tests" })) {
  console.error("(or set CHROME_PATH to a Chromium or Chrome binary you already have)");
  process.exit(1);
}
