import { useLocation, useMatches } from "@remix-run/react";
import { langOfPath, textsOf, type Catalogue, type Lang } from "./texts";

/** The route every public page sits under: a page there has a twin in the other language. */
const PUBLIC_PAGES_ROUTE = "routes/($lang)";

export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
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
