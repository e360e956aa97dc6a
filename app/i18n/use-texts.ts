import { useLocation, useMatches } from "@remix-run/react";
import { type Catalogue, type Lang, langOfPath, textsOf } from "./texts";

/** The route every page with a twin in the other language sits under: the public pages and the login. */
const TWINNED_PAGES_ROUTE = "routes/($lang)";
/** The owner's login: in both languages, yet no page for everyone or for search engines. */
const LOGIN_ROUTE = "routes/($lang).login";
/** The route every owner page sits under: its data carries the language the owner chose. */
const OWNER_PAGES_ROUTE = "routes/_owner";

/** A page's language: the owner's choice on an owner page, else its address's. */
export function langOfPage(matches: readonly { id: string; data?: unknown }[], pathname: string): Lang {
  const owner = matches.find((match) => match.id === OWNER_PAGES_ROUTE)?.data as { language?: Lang } | undefined;
  return owner?.language ?? langOfPath(pathname);
}

export function useLang(): Lang {
  return langOfPage(useMatches(), useLocation().pathname);
}

export function useTexts(): Catalogue {
  return textsOf(useLang());
}

/** A kind's own words (kinds/<kind>/), in the page's language. */
export function useWords<T>(words: Record<Lang, T>): T {
  return words[useLang()];
}

function hasTwin(matches: readonly { id: string }[]): boolean {
  return matches.some((match) => match.id === TWINNED_PAGES_ROUTE);
}

/** Whether the routes a page matched make it a public page: a twin in the other language, and for everyone. */
export function isPublicPage(matches: readonly { id: string }[]): boolean {
  return hasTwin(matches) && !matches.some((match) => match.id === LOGIN_ROUTE);
}

export function useHasTwin(): boolean {
  return hasTwin(useMatches());
}
