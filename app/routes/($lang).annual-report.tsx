import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { listDocuments, viewOfDocument } from "~/kinds/document/document.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";
import { langAttribute, langOfRequest } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";

// The trust's annual reports. Until there is one, the navbar shows the product's alert, and
// this page (where its link lands without JavaScript) says the same.
export const meta = pageMeta(
  (t) => t.pages.annualReport,
  (t) => t.annualReport.description,
);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const reports = await readSoftly("the annual reports", () => listDocuments("report"), []);
  return data(
    reports.value.map((report) => viewOfDocument(report, lang)),
    { headers: publicLoaderHeaders(reports.failed) },
  );
}

export default function AnnualReport() {
  const reports = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.pages.annualReport}>
      {reports.length > 0 ? (
        <ul className="space-y-2" data-annual-reports>
          {reports.map((report) => (
            <li key={report.id}>
              <a href={report.href} className="text-lg text-brand-700 underline" {...langAttribute(report.title, lang)}>
                {`${report.title}${report.year ? ` (${report.year})` : ""} (${t.site.pdf})`}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="rounded-lg bg-brand-50 p-6 text-lg font-semibold">
          {t.site.annualReportMissing}
        </p>
      )}
    </PageSection>
  );
}
