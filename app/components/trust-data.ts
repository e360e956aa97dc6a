import { useRouteLoaderData } from "@remix-run/react";
import { type TrustView, viewOfTrust } from "~/domain/trust";
import { useLang } from "~/i18n/use-texts";
import type { loader as rootLoader } from "~/root";
import type { SiteLink } from "~/navigation";

/** The trust's facts as the root loader read them for this page (the neutral ones if it could not). */
export function useTrust(): TrustView {
  const lang = useLang();
  return useRouteLoaderData<typeof rootLoader>("root")?.trust ?? viewOfTrust(null, lang);
}

/** Whether the trust has published an annual report: until then the menu's link says it has not. */
export function useHasAnnualReport(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.hasAnnualReport ?? false;
}

/** The pages of the kinds of content that have one (the events'), for the menu of works. */
export function useKindPages(): SiteLink[] {
  return useRouteLoaderData<typeof rootLoader>("root")?.kindPages ?? [];
}

/** The site's public origin (PUBLIC_URL), on which every absolute address a page gives is built. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
}
