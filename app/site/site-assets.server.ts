import crypto from "node:crypto";
import fs from "node:fs";
import type { SiteAssets } from "~/components/site-document";
import { ENHANCEMENTS_BUNDLE } from "~/enhancements/bundle";
import styles from "~/styles/app.css?inline";

let assets: SiteAssets | undefined;

/**
 * In production the bundle's own hash is in its address, so the year-long cache of /assets is
 * right across deploys; the server runs from the project folder, as it does for /assets.
 */
function enhancementsAddress(): string {
  if (import.meta.env.DEV) return `/${ENHANCEMENTS_BUNDLE.entry}`;
  const hash = crypto
    .createHash("sha256")
    .update(fs.readFileSync(`build/client/${ENHANCEMENTS_BUNDLE.file}`))
    .digest("hex");
  return `/${ENHANCEMENTS_BUNDLE.file}?v=${hash.slice(0, 12)}`;
}

/** Worked out on the first page and the same for every page after it. */
export function siteAssets(): SiteAssets {
  assets ??= { styles, enhancementsSrc: enhancementsAddress() };
  return assets;
}
