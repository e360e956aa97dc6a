import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { type TrustView, viewOfTrust } from "~/domain/trust";
import { type Catalogue, type Lang, langOfPath, LANGS, pathIn, textsOf } from "~/i18n/texts";
import { isPublicPage, langOfPage } from "~/i18n/use-texts";
import { shareImageName, type ShareSource } from "~/photos/share-name";

type RootData = { trust?: TrustView; origin?: string } | undefined;
type Matches = Parameters<MetaFunction>[0]["matches"];

function rootOf(matches: Matches): RootData {
  return matches.find((match) => match.id === "root")?.data as RootData;
}

/** The trust's facts from the root loader's data, as a page's meta sees them. */
function trustOf(matches: Matches, pathname = "/"): TrustView {
  return rootOf(matches)?.trust ?? viewOfTrust(null, langOfPath(pathname));
}

/** The title of the page the error boundary shows instead of a page: in <head>, like any other. */
export function errorTitle(error: unknown, t: Catalogue): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? t.errors.notFound : status < 500 ? t.errors.refused : t.errors.fault;
}

/** Meta of a page that could not be shown: its error's title, and no indexing. */
export const errorMeta: MetaFunction = ({ error, matches, location }) => {
  const trust = trustOf(matches, location.pathname);
  return [{ title: `${errorTitle(error, textsOf(langOfPath(location.pathname)))} | ${trust.shortName}` }, { name: "robots", content: "noindex" }];
};

type PageText = string | ((t: Catalogue, trust: TrustView, data: unknown, lang: Lang) => string);

const LOCALES: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };

/**
 * A page's title, with the trust's short name after it, and its description, in the page's
 * language. A public page also names its address on PUBLIC_URL (canonical), its twin in the
 * other language (hreflang; x-default is the English page) and its link preview (Open Graph and
 * Twitter: the page's photo, else the logo, else a card with the trust's name). Every other page
 * (the login, the owner's area) asks search engines to leave it out.
 */
export function pageMeta(title: PageText, description: PageText, photoKeyOf?: (data: unknown) => string | null | undefined): MetaFunction {
  return (args) => {
    if (args.error) return errorMeta(args);
    const { matches, location, data } = args;
    const lang = langOfPage(matches, location.pathname);
    const trust = trustOf(matches, location.pathname);
    const said = (text: PageText) => (typeof text === "function" ? text(textsOf(lang), trust, data, lang) : text);
    const tags: MetaDescriptor[] = [{ title: `${said(title)} | ${trust.shortName}` }, { name: "description", content: said(description) }];
    const origin = rootOf(matches)?.origin;
    if (!origin || !isPublicPage(matches)) return [...tags, { name: "robots", content: "noindex" }];
    const url = `${origin}${location.pathname}`;
    tags.push({ tagName: "link", rel: "canonical", href: url });
    for (const other of LANGS) tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: `${origin}${pathIn(other, location.pathname)}` });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${pathIn("en", location.pathname)}` });
    const photoKey = photoKeyOf?.(data);
    const source: ShareSource = photoKey ? { photoKey } : trust.logoKey ? { logoKey: trust.logoKey } : { cardName: trust.name };
    const image = `${origin}/share/${shareImageName(source)}`;
    const preview = { title: said(title) === textsOf(lang).home.title ? trust.name : `${said(title)} | ${trust.shortName}`, description: said(description) };
    tags.push(
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: trust.name },
      { property: "og:title", content: preview.title },
      { property: "og:description", content: preview.description },
      { property: "og:url", content: url },
      { property: "og:locale", content: LOCALES[lang] },
      ...LANGS.filter((other) => other !== lang).map((other) => ({ property: "og:locale:alternate", content: LOCALES[other] })),
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: preview.title },
      { name: "twitter:description", content: preview.description },
      { name: "twitter:image", content: image },
    );
    return tags;
  };
}

/** The meta of an owner's page of a kind, its title and description two of the kind's words (`<kind>Words` in kinds/<kind>/<kind>.tsx). */
export function wordsMeta<W>(words: Record<Lang, W>, title: KeysOf<W, string>, description: KeysOf<W, string>): MetaFunction {
  return catalogueMeta((_t, lang) => [words[lang][title] as string, words[lang][description] as string]);
}

/** The keys of `W` whose values are `V`. */
type KeysOf<W, V> = { [K in keyof W]: W[K] extends V ? K : never }[keyof W];

/** The meta of a page whose title and description are both the catalogue's: `pick` gives the two. */
export function catalogueMeta(pick: (t: Catalogue, lang: Lang) => [title: string, description: string]): MetaFunction {
  return pageMeta(
    (t, _trust, _data, lang) => pick(t, lang)[0],
    (t, _trust, _data, lang) => pick(t, lang)[1],
  );
}
