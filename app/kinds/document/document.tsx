// The trust's documents (annual reports, work documents): the public annual reports page, and
// the owner's list and add page. The server's half of each page is document.server.ts.
import { useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { useLang, useTexts, useWords } from "~/i18n/use-texts";
import { langAttribute } from "~/i18n/texts";
import type { annualReportsLoader, ownerDocumentsLoader } from "./document.server";
import { PdfField, SelectField, TextField, TwoLanguageField } from "~/components/owner-form";
import { UploadPage } from "~/components/upload-form";
import { LIMITS } from "~/domain/rules";
import { PageSection } from "~/components/section";
import { documentWords } from "./words";

// ---- The owner's documents: the list, ordered

export const ownerDocumentsMeta = catalogueMeta((t, lang) => [documentWords[lang].title, documentWords[lang].description]);

export function OwnerDocumentsPage() {
  const t = useWords(documentWords);
  const lang = useLang();
  return (
    <OwnerList<typeof ownerDocumentsLoader>
      addTo={{ to: "/login-home/documents/new", label: t.addLink }}
      words={t}
      row={(document) => ({
        label: t.label(document.title),
        summary: (
          <p>
            <a href={document.href} className="font-semibold text-brand-700 underline" {...langAttribute(document.title, lang)}>
              {document.title}
            </a>{" "}
            ({document.kind === "report" ? t.annualReport(document.year ?? "") : t.workDocument})
          </p>
        ),
      })}
    />
  );
}

// ---- A new document, with its PDF

export const newDocumentMeta = catalogueMeta((t, lang) => [documentWords[lang].addTitle, documentWords[lang].addDescription]);

export function NewDocumentPage() {
  const t = useWords(documentWords);
  return (
    <UploadPage title={t.addTitle} button={t.add} className="mt-4 max-w-xl space-y-4">
      <SelectField
        id="kind"
        label={t.kind}
        defaultValue="work"
        options={[
          { value: "work", label: t.kinds.work },
          { value: "report", label: t.kinds.report },
        ]}
        wide
      />
      <TwoLanguageField name="title" label={t.documentTitle} oneNeeded maxLength={LIMITS.line} />
      <TextField id="year" name="year" label={t.year} help={t.yearHelp} maxLength={9} />
      <PdfField label={t.pdf} help={t.pdfHelp} />
    </UploadPage>
  );
}

// ---- The public annual reports, /annual-report

// The trust's annual reports. Until there is one, the navbar shows the product's alert, and
// this page (where its link lands without JavaScript) says the same.
export const annualReportsMeta = catalogueMeta((t, lang) => [t.pages.annualReport, documentWords[lang].page.description]);

export function AnnualReportsPage() {
  const reports = useLoaderData<typeof annualReportsLoader>();
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
