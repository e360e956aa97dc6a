import { readTrustDetails } from "~/domain/trust.server";
import { viewOfTrust } from "~/domain/trust";
import { readsOnly } from "~/http/refusal-page";

// What a phone shows when the site is added to its home screen.
export async function loader() {
  const trust = viewOfTrust(await readTrustDetails().catch(() => null));
  const manifest = {
    name: trust.name,
    short_name: trust.shortName,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#9a3412",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" } });
}

export const action = readsOnly;
