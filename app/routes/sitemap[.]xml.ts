import { calendarDay } from "~/domain/calendar-day";
import { lastContentChange, permalinks } from "~/domain/site-map.server";
import { LANGS, pathIn } from "~/i18n/texts";
import { publicPaths } from "~/navigation";
import { siteConfig } from "~/site/env.server";
import { readsOnly } from "~/http/refusal-page";

// Every public page in both languages (every notice's and photo story's own page among them), each
// naming its twin, with the day the content last changed.
export async function loader() {
  const origin = siteConfig().publicOrigin;
  const [changed, ownPages] = await Promise.all([lastContentChange().catch(() => null), permalinks().catch(() => [])]);
  const lastmod = changed ? `<lastmod>${calendarDay(changed)}</lastmod>` : "";
  const alternates = (path: string) => LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${pathIn(lang, path)}"/>`).join("");
  const urls = [...publicPaths, ...ownPages].flatMap((path) =>
    LANGS.map((lang) => `<url><loc>${origin}${pathIn(lang, path)}</loc>${lastmod}${alternates(path)}</url>`),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

export const action = readsOnly;
