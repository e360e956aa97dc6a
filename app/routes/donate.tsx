import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { bankDetails } from "~/content/trust";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta: MetaFunction = () =>
  pageMeta("Donate", "Give by bank transfer. Every donation gets a receipt within a week and is eligible for 80G tax exemption.");
export const headers = publicPageHeaders;

const rows = [
  ["Account name", bankDetails.accountName],
  ["Account number", bankDetails.accountNumber],
  ["IFSC", bankDetails.ifsc],
  ["Branch", bankDetails.branch],
  ["Contact number", bankDetails.contactNumber],
] as const;

export default function Donate() {
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
          <p>Donations are eligible for tax exemption under section 80G of the Income Tax Act.</p>
        </div>
        <Subsection id="bank-title" title="Bank transfer details" className="rounded-xl bg-brand-50 p-6">
          <dl className="mt-4 space-y-2" data-bank-details>
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[9rem_1fr] gap-2">
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm">After you give, call or send a message to the contact number with your name and address for the receipt.</p>
        </Subsection>
      </div>
    </PageSection>
  );
}
