// The trust's documents (annual reports, work documents): the public annual reports page, and
// the owner's list and add page. The server's half of each page is document.server.ts.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { useLang, useTexts } from "~/i18n/use-texts";
import { langAttribute } from "~/i18n/texts";
import type { annualReportsLoader, newDocumentAction, ownerDocumentsAction, ownerDocumentsLoader } from "./document.server";
import { PdfField, SubmitButton, TextField, TwoLanguageField } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { LIMITS } from "~/domain/rules";
import { PageSection } from "~/components/section";

// ---- The owner's documents: the list, ordered

export const ownerDocumentsMeta = catalogueMeta((t) => [t.owner.documents.title, t.owner.documents.description]);

export function OwnerDocumentsPage() {
  const documents = useLoaderData<typeof ownerDocumentsLoader>();
  const refusal = useActionData<typeof ownerDocumentsAction>();
  const t = useTexts().owner.documents;
  const lang = useLang();
  return (
    <>
      <OwnerList
        toBin
        title={t.title}
        refusal={refusal?.message}
        empty={t.empty}
        orderable
        rows={documents.map((document) => ({
          id: document.id,
          label: t.label(document.title),
          summary: (
            <p>
              <a href={document.href} className="font-semibold text-brand-700 underline" {...langAttribute(document.title, lang)}>
                {document.title}
              </a>{" "}
              ({document.kind === "report" ? t.annualReport(document.year ?? "") : t.workDocument})
            </p>
          ),
        }))}
      />
      <p className="mt-8">
        <Link to="/login-home/documents/new" className="button">
          {t.addLink}
        </Link>
      </p>
    </>
  );
}

// ---- A new document, with its PDF

export const newDocumentMeta = catalogueMeta((t) => [t.owner.documents.addTitle, t.owner.documents.addDescription]);

export function NewDocumentPage() {
  const refusal = useActionData<typeof newDocumentAction>();
  const { documents: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.addTitle}</h1>
      <UploadForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <div>
          <label htmlFor="kind" className="block font-semibold">
            {t.kind}
          </label>
          <select id="kind" name="kind" defaultValue={refusal?.values.kind ?? "work"} className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3">
            <option value="work">{t.kinds.work}</option>
            <option value="report">{t.kinds.report}</option>
          </select>
        </div>
        <TwoLanguageField name="title" label={t.documentTitle} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <TextField id="year" name="year" label={t.year} help={t.yearHelp} maxLength={9} defaultValue={refusal?.values.year} />
        <PdfField label={t.pdf} help={t.pdfHelp} />
        <SubmitButton busyText={form.uploading}>{t.add}</SubmitButton>
      </UploadForm>
    </>
  );
}

// ---- The public annual reports, /annual-report

// The trust's annual reports. Until there is one, the navbar shows the product's alert, and
// this page (where its link lands without JavaScript) says the same.
export const annualReportsMeta = catalogueMeta((t) => [t.pages.annualReport, t.annualReport.description]);

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
