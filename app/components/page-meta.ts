import type { MetaFunction } from "@remix-run/node";
import { viewOfTrust, type TrustView } from "~/domain/trust";

/** The trust's facts from the root loader's data, as a page's meta sees them. */
export function trustOf(matches: Parameters<MetaFunction>[0]["matches"]): TrustView {
  const root = matches.find((match) => match.id === "root")?.data as { trust?: TrustView } | undefined;
  return root?.trust ?? viewOfTrust(null);
}

/** A page's title, with the trust's short name after it, and its description. */
export function pageMeta(title: string, description: string | ((trust: TrustView) => string)): MetaFunction {
  return ({ matches }) => {
    const trust = trustOf(matches);
    return [{ title: `${title} | ${trust.shortName}` }, { name: "description", content: typeof description === "function" ? description(trust) : description }];
  };
}
