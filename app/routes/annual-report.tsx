import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { ANNUAL_REPORT_MESSAGE } from "~/content/site-texts";
import { listDocuments, viewOfDocument } from "~/domain/documents.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

// The trust's annual reports. Until there is one, the navbar shows the product's alert, and
// this page (where its link lands without JavaScript) says the same.
export const meta = pageMeta("Annual Report", "The trust's annual reports.");
export const headers = publicPageHeaders;

export async function loader() {
  const reports = await readSoftly("the annual reports", () => listDocuments("report"), []);
  return data(reports.value.map(viewOfDocument), { headers: publicLoaderHeaders(reports.failed) });
}

export default function AnnualReport() {
  const reports = useLoaderData<typeof loader>();
  return (
    <PageSection title="Annual Report">
      {reports.length > 0 ? (
        <ul className="space-y-2" data-annual-reports>
          {reports.map((report) => (
            <li key={report.id}>
              <a href={report.href} className="text-lg text-brand-700 underline">
                {`${report.title}${report.year ? ` (${report.year})` : ""} (PDF)`}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="rounded-lg bg-brand-50 p-6 text-lg font-semibold">
          {ANNUAL_REPORT_MESSAGE}
        </p>
      )}
    </PageSection>
  );
}
