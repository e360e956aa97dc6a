import { Link, useLocation } from "@remix-run/react";
import { catalogueMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { publicPageHeaders } from "~/http/cache-headers";
import { readsItsQuery } from "~/http/route-handle";
import { pathIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";

// Where a donor's declaration leads: what happens next, and when.
export const meta = catalogueMeta((t) => [t.thanks.title, t.thanks.description]);
export const headers = publicPageHeaders;
export const handle = readsItsQuery;

export default function ThankYou() {
  const t = useTexts();
  const lang = useLang();
  const cashOver = new URLSearchParams(useLocation().search).get("cash") === "over";
  return (
    <PageSection title={t.thanks.title}>
      <div className="prose-block max-w-2xl">
        <p>{t.thanks.lead}</p>
        <ol className="list-decimal space-y-2 pl-6">
          {t.thanks.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {cashOver ? (
          <p className="rounded-xl bg-amber-50 p-4 font-semibold" data-cash-note>
            {t.thanks.cashOver}
          </p>
        ) : null}
        <p>
          <Link to={pathIn(lang, "/donate")} className="underline">
            {t.thanks.back}
          </Link>
        </p>
      </div>
    </PageSection>
  );
}
