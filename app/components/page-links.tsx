import { Link } from "@remix-run/react";
import type { Paging } from "~/domain/paging";
import { useTexts } from "~/i18n/use-texts";

/** The links to a long list's previous and next pages, when it has more than one. */
export function PageLinks({ links, label }: { links: Paging["links"]; label: string }) {
  const t = useTexts().owner.donations;
  if (!links.previous && !links.next) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-3">
      {links.previous ? (
        <Link to={links.previous} className="button bg-stone-700" rel="prev">
          {t.previousPage}
        </Link>
      ) : null}
      {links.next ? (
        <Link to={links.next} className="button bg-stone-700" rel="next">
          {t.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}
