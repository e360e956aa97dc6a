import { siteConfig } from "~/site/env.server";
import { readsOnly } from "~/http/refusal-page";

// Search engines may read every public page; the owner's area and the JSON API are not for them.
export function loader() {
  const body = ["User-agent: *", "Disallow: /login-home", "Disallow: /api/", "", `Sitemap: ${siteConfig().publicOrigin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

export const action = readsOnly;
