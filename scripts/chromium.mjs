// @ts-check
// Debian's Chromium, as the tests and the benches start it. Without the background-networking
// flags it keeps trying Google's hosts, which this closed network refuses.
import { fontsConfig } from "../server/fonts.mjs";

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

/** The browser's environment, with a Devanagari font as a phone has (server/fonts.mjs): without one, a test of a Hindi page's layout would measure empty boxes. */
export const chromiumEnv = { ...process.env, FONTCONFIG_FILE: fontsConfig };
