import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { ANNUAL_REPORT_MESSAGE } from "~/content/site-texts";
import { publicPageHeaders } from "~/http/cache-headers";

// The navbar shows this message as an alert; without JavaScript its link lands here.
export const meta = pageMeta("Annual Report", "The trust's annual report.");
export const headers = publicPageHeaders;

export default function AnnualReport() {
  return (
    <PageSection title="Annual Report">
      <p role="status" className="rounded-lg bg-brand-50 p-6 text-lg font-semibold">
        {ANNUAL_REPORT_MESSAGE}
      </p>
    </PageSection>
  );
}
