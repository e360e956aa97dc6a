// @ts-check
// Debian's Chromium, as the tests and the benches start it. Without the background-networking
// flags it keeps trying Google's hosts, which this closed network refuses.
import { fileURLToPath } from "node:url";

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser's environment, with the font every Indian phone has and a server may not: without
 * a Devanagari font Chromium draws Hindi as empty boxes of another width, so a test of a Hindi
 * page's layout would measure boxes. phone-fonts.conf adds Noto Sans Devanagari (Android's own,
 * and the receipts' font) from node_modules to the machine's fonts.
 */
export const chromiumEnv = { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL("./phone-fonts.conf", import.meta.url)) };
