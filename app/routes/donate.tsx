import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { useTrust } from "~/components/trust-data";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta = pageMeta("Donate", "Give by bank transfer. Every donation gets a receipt within a week.");
export const headers = publicPageHeaders;

export default function Donate() {
  const trust = useTrust();
  return (
    <PageSection
      title="Donate"
      lead="Your help keeps a child in school, gives a Divyang friend a wheelchair and helps a woman start her own work."
    >
      <div className="grid gap-8 md:grid-cols-2">
        <div className="prose-block">
          <p>
            There is no small gift. One hundred rupees buys a child’s notebooks for a term; a thousand rupees pays for a
            month of evening classes in one village.
          </p>
          <p>We send a receipt for every donation within a week.</p>
          {trust.eightyG ? (
            <p>
              Donations are eligible for tax exemption under section 80G of the Income Tax Act (registration{" "}
              {trust.eightyG.number}, valid until {trust.eightyG.validUntil}).
            </p>
          ) : null}
        </div>
        {trust.bank.length > 0 ? (
          <Subsection id="bank-title" title="Bank transfer details" className="rounded-xl bg-brand-50 p-6">
            <dl className="mt-4 space-y-2" data-bank-details>
              {trust.bank.map(({ label, value }) => (
                <div key={label} className="grid grid-cols-[9rem_1fr] gap-2">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {trust.donorPhone ? (
              <p className="mt-4 text-sm">
                After you give, call or send a message to <a href={trust.donorPhone.href} className="underline">{trust.donorPhone.label}</a> with
                your name and address for the receipt.
              </p>
            ) : null}
          </Subsection>
        ) : null}
      </div>
    </PageSection>
  );
}
