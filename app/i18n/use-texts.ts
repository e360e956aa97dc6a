import { useLocation, useMatches } from "@remix-run/react";
import { langOfPath, textsOf, type Catalogue, type Lang } from "./texts";

/** The route every public page sits under: a page there has a twin in the other language. */
const PUBLIC_PAGES_ROUTE = "routes/($lang)";
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

/** Whether the routes a page matched make it a public page, with a twin in the other language. */
export function isPublicPage(matches: readonly { id: string }[]): boolean {
  return matches.some((match) => match.id === PUBLIC_PAGES_ROUTE);
}

export function useHasTwin(): boolean {
  return isPublicPage(useMatches());
}
