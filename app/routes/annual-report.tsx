import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { trust } from "~/content/trust";
import { publicPageHeaders } from "~/http/cache-headers";

// The navbar shows this message as an alert; without JavaScript its link lands here.
export const meta: MetaFunction = () => pageMeta("Annual Report", "The trust's annual report.");
export const headers = publicPageHeaders;

export default function AnnualReport() {
  return (
    <PageSection title="Annual Report">
      <p role="status" className="rounded-lg bg-brand-50 p-6 text-lg font-semibold">
        {trust.annualReportMessage}
      </p>
    </PageSection>
  );
}
