import type { MetaDescriptor } from "@remix-run/node";
import { trust } from "~/content/trust";

/** The title and description every page has, with the trust's name after the page's own. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${trust.shortName}` }, { name: "description", content: description }];
}
