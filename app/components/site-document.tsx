import { Scripts, ScrollRestoration, useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import { useNonce } from "./nonce";
import type { SiteRouteHandle } from "~/http/route-handle";

/** What the server puts into every document besides the page: the site's styles and its small enhancement script. */
export type SiteAssets = { styles: string; enhancementsSrc: string };

const SiteAssetsContext = createContext<SiteAssets | null>(null);
export const SiteAssetsProvider = SiteAssetsContext.Provider;

// In the browser React only ever hydrates a document the server sent, so what the server put
// there is the truth: reading it back keeps the two renders identical without shipping it twice.
function useSiteAssets(): SiteAssets {
  const fromServer = useContext(SiteAssetsContext);
  if (fromServer) return fromServer;
  return {
    styles: document.getElementById("site-styles")?.textContent ?? "",
    enhancementsSrc: document.getElementById("site-enhancements")?.getAttribute("src") ?? "",
  };
}

/** The whole stylesheet, inline: one round trip paints the page (it is under 6 KB compressed). */
export function SiteStyles() {
  const { styles } = useSiteAssets();
  return <style id="site-styles" dangerouslySetInnerHTML={{ __html: styles }} />;
}

export function SiteScripts() {
  const nonce = useNonce();
  const { enhancementsSrc } = useSiteAssets();
  const hydrate = useMatches().some((match) => (match.handle as SiteRouteHandle | undefined)?.hydrate === true);
  return (
    <>
      {/* From 'self', so without a nonce: a public page stays the same for every visitor and is served from one copy. */}
      <script id="site-enhancements" type="module" src={enhancementsSrc} />
      {hydrate ? (
        <>
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </>
      ) : null}
    </>
  );
}
