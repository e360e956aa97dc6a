import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { viewOfTrust, type TrustView } from "~/domain/trust";
import { LANGS, langOfPath, pathIn, textsOf, type Catalogue } from "~/i18n/texts";
import { PUBLIC_PAGES_ROUTE } from "~/i18n/use-texts";

type RootData = { trust?: TrustView; origin?: string } | undefined;

function rootOf(matches: Parameters<MetaFunction>[0]["matches"]): RootData {
  return matches.find((match) => match.id === "root")?.data as RootData;
}

/** The trust's facts from the root loader's data, as a page's meta sees them. */
export function trustOf(matches: Parameters<MetaFunction>[0]["matches"], pathname = "/"): TrustView {
  return rootOf(matches)?.trust ?? viewOfTrust(null, langOfPath(pathname));
}

type PageText = string | ((t: Catalogue, trust: TrustView) => string);

/**
 * A page's title, with the trust's short name after it, and its description, in the page's
 * language. A public page also names its address on PUBLIC_URL (canonical) and its twin in the
 * other language (hreflang; x-default is the English page).
 */
export function pageMeta(title: PageText, description: PageText): MetaFunction {
  return ({ matches, location }) => {
    const lang = langOfPath(location.pathname);
    const trust = trustOf(matches, location.pathname);
    const said = (text: PageText) => (typeof text === "function" ? text(textsOf(lang), trust) : text);
    const tags: MetaDescriptor[] = [{ title: `${said(title)} | ${trust.shortName}` }, { name: "description", content: said(description) }];
    const origin = rootOf(matches)?.origin;
    if (origin && matches.some((match) => match.id === PUBLIC_PAGES_ROUTE)) {
      tags.push({ tagName: "link", rel: "canonical", href: `${origin}${location.pathname}` });
      for (const other of LANGS) tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: `${origin}${pathIn(other, location.pathname)}` });
      tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${pathIn("en", location.pathname)}` });
    }
    return tags;
  };
}
