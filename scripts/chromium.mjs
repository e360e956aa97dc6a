// @ts-check
// Debian's Chromium, as the tests and the benches start it. Without the background-networking
// flags it keeps trying Google's hosts, which this closed network refuses.
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
