import crypto from "node:crypto";
import fs from "node:fs";
import type { SiteAssets } from "~/components/site-document";
import styles from "~/styles/app.css?inline";

/** The name vite.config.ts gives the enhancement bundle in the production build. */
const ENHANCEMENTS_BUNDLE = "assets/site-enhancements.js";

let enhancementsSrc: string | undefined;

/**
 * In production the bundle's own hash is in its address, so the year-long cache of /assets is
 * right across deploys; the server runs from the project folder, as it does for /assets.
 */
function enhancementsAddress(): string {
  if (import.meta.env.DEV) return "/app/enhancements/index.ts";
  enhancementsSrc ??= `/${ENHANCEMENTS_BUNDLE}?v=${crypto
    .createHash("sha256")
    .update(fs.readFileSync(`build/client/${ENHANCEMENTS_BUNDLE}`))
    .digest("hex")
    .slice(0, 12)}`;
  return enhancementsSrc;
}

export function siteAssets(): SiteAssets {
  return { styles, enhancementsSrc: enhancementsAddress() };
}
