import type { ReactNode } from "react";
import { PageLinks } from "~/components/page-links";
import { Written } from "~/components/written";
import type { CreditLine } from "~/domain/bank-statement";
import type { Paging } from "~/domain/paging";
import { indianNumber } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";

/**
 * A page of a statement's credits, newest first, each with what the owner can do with it, and
 * how many there are in all when they take more than a page. `list` names which credits they are.
 */
export function CreditList({
  list,
  credits,
  shown,
  links,
  pagesLabel,
  actions,
}: { list: "unmatched" | "set-aside"; credits: CreditLine[]; pagesLabel: string; actions: (credit: CreditLine) => ReactNode } & Paging) {
  const t = useTexts().owner.donations.statement;
  return (
    <>
      {links.previous || links.next ? (
        <p className="mt-2" data-credits-count>
          {t.creditsShown(indianNumber(shown.from), indianNumber(shown.to), indianNumber(shown.total))}
        </p>
      ) : null}
      <ul className="mt-2 space-y-2" {...{ [`data-${list}`]: "" }}>
        {credits.map((credit) => (
          <li key={credit.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-stone-300">
            <span className="row-text [overflow-wrap:anywhere]">
              {credit.on}: ₹{credit.amount}, <Written text={credit.narration} />
            </span>
            <span className="flex flex-wrap gap-2">{actions(credit)}</span>
          </li>
        ))}
      </ul>
      <PageLinks links={links} label={pagesLabel} />
    </>
  );
}

/** A credit's day and amount after a button's or link's word, for a screen reader: "Record this donation: 25 November 2026, ₹3,100". */
export function CreditNamed({ credit }: { credit: CreditLine }) {
  return (
    <span className="sr-only">
      {": "}
      {credit.on}, ₹{credit.amount}
    </span>
  );
}
