import type { EntryContext } from "@remix-run/node";
import type { SiteAssets } from "~/components/site-document";
import styles from "~/styles/app.css?inline";

const enhancementsEntry = "app/enhancements/index.ts";
/** The name vite.config.ts gives the enhancement bundle in the production build. */
export const ENHANCEMENTS_BUNDLE = "assets/site-enhancements.js";

/** The build's version in the query keeps a year-long cache of the bundle correct across deploys. */
export function siteAssets(remixContext: EntryContext): SiteAssets {
  const enhancementsSrc = import.meta.env.DEV ? `/${enhancementsEntry}` : `/${ENHANCEMENTS_BUNDLE}?v=${remixContext.manifest.version}`;
  return { styles, enhancementsSrc };
}
