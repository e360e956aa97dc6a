import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { useTrust } from "~/components/trust-data";
import { publicPageHeaders } from "~/http/cache-headers";
import { useTexts } from "~/i18n/use-texts";

export const meta = pageMeta((t) => t.pages.donate, (t) => t.donate.description);
export const headers = publicPageHeaders;

export default function Donate() {
  const trust = useTrust();
  const t = useTexts();
  return (
    <PageSection title={t.pages.donate} lead={t.donate.lead}>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="prose-block min-w-0">
          <p>{t.donate.noSmallGift}</p>
          <p>{t.donate.receipt}</p>
          {trust.eightyG ? <p>{t.donate.eightyG(trust.eightyG.number, trust.eightyG.validUntil)}</p> : null}
        </div>
        {trust.bank.length > 0 ? (
          <Subsection id="bank-title" title={t.donate.bank} className="min-w-0 rounded-xl bg-brand-50 p-6">
            <dl className="mt-4 space-y-2" data-bank-details>
              {trust.bank.map(({ label, value }) => (
                <div key={label} className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="[overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
            {trust.donorPhone ? (
              <p className="mt-4 text-sm">
                {t.donate.afterGiving}{" "}
                <a href={trust.donorPhone.href} className="underline">
                  {trust.donorPhone.label}
                </a>{" "}
                {t.donate.afterGivingEnd}
              </p>
            ) : null}
          </Subsection>
        ) : null}
      </div>
    </PageSection>
  );
}
