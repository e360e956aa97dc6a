// The trust's documents (annual reports, work documents): the public annual reports page, and
// the owner's list and add page. The server's half of each page is document.server.ts.
import { useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { catalogueMeta, wordsMeta } from "~/components/page-meta";
import { useLang, useTexts, useWords } from "~/i18n/use-texts";
import type { annualReportsLoader, ownerDocumentsLoader } from "./document.server";
import { PdfField } from "~/components/owner-form";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields, requiredLineInBoth } from "~/kinds/fields";
import { UploadPage } from "~/components/upload-form";
import { PageSection } from "~/components/section";
import { langAttribute, type Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Documents",
  description: "The trust's annual reports and work documents.",
  empty: "No documents yet.",
  annualReport: (year: string) => `annual report ${year}`,
  workDocument: "work document",
  addLink: "Add a document",
  addTitle: "Add a document",
  addDescription: "Add an annual report or a work document.",
  pdf: "PDF",
  pdfHelp: "A PDF of at most 10 MB.",
  add: "Add document",
  /** Its public page. */
  page: {
    description: "The trust's annual reports.",
  },
};

const hi: Wording<typeof en> = {
  title: "दस्तावेज़",
  description: "ट्रस्ट की वार्षिक रिपोर्टें और काम के दस्तावेज़।",
  empty: "अभी कोई दस्तावेज़ नहीं है।",
  annualReport: (year) => `वार्षिक रिपोर्ट ${year}`,
  workDocument: "काम का दस्तावेज़",
  addLink: "दस्तावेज़ जोड़ें",
  addTitle: "दस्तावेज़ जोड़ें",
  addDescription: "वार्षिक रिपोर्ट या काम का दस्तावेज़ जोड़ें।",
  pdf: "PDF",
  pdfHelp: "ज़्यादा से ज़्यादा 10 MB की PDF।",
  add: "दस्तावेज़ जोड़ें",
  /** Its public page. */
  page: {
    description: "ट्रस्ट की वार्षिक रिपोर्टें।",
  },
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    kind: {
      type: "choice",
      choices: {
        work: { en: "Work document (shown in the gallery)", hi: "काम का दस्तावेज़ (गैलरी में दिखता है)" },
        report: { en: "Annual report (the menu’s Annual Report)", hi: "वार्षिक रिपोर्ट (मेन्यू की वार्षिक रिपोर्ट)" },
      },
      chosen: "work",
    },
    title: requiredLineInBoth,
    year: { maxLength: 9 },
  },
  {
    kind: { en: ["Kind"], hi: ["किस तरह का"] },
    title: { en: ["Title"], hi: ["शीर्षक"] },
    year: {
      en: ["Year", "For an annual report: the year it covers, such as 2024-25 or 2024-2025."],
      hi: ["साल", "वार्षिक रिपोर्ट के लिए: वह किस साल की है, जैसे 2024-25 या 2024-2025।"],
    },
  },
);

export const documentWords = { en, hi, fields };

// ---- The owner's documents: the list, ordered

export const ownerDocumentsMeta = wordsMeta(documentWords, "title", "description");

export function OwnerDocumentsPage() {
  const t = useWords(documentWords);
  const lang = useLang();
  return (
    <OwnerList<typeof ownerDocumentsLoader>
      addTo={{ to: "/login-home/documents/new", label: t.addLink }}
      words={t}
      row={(document) => ({
        named: document.title,
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

export const newDocumentMeta = wordsMeta(documentWords, "addTitle", "addDescription");

export function NewDocumentPage() {
  const t = useWords(documentWords);
  return (
    <UploadPage title={t.addTitle} button={t.add} className="mt-4 max-w-xl space-y-4">
      <DeclaredFields fields={fields} />
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
