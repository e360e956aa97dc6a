import type { Wording } from "~/i18n/texts";

// Its words in the owner's area (and on its public page), in both languages: its pages
// (document.tsx) and its operations (document.server.ts) read them here.

const en = {
  title: "Documents",
  description: "The trust's annual reports and work documents.",
  empty: "No documents yet.",
  label: (title: string) => `the document “${title}”`,
  annualReport: (year: string) => `annual report ${year}`,
  workDocument: "work document",
  addLink: "Add a document",
  addTitle: "Add a document",
  addDescription: "Add an annual report or a work document.",
  kind: "Kind",
  kinds: { work: "Work document (shown in the gallery)", report: "Annual report (the menu’s Annual Report)" },
  documentTitle: "Title",
  year: "Year",
  yearHelp: "For an annual report: the year it covers, such as 2024-25 or 2024-2025.",
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
  label: (title) => `दस्तावेज़ “${title}”`,
  annualReport: (year) => `वार्षिक रिपोर्ट ${year}`,
  workDocument: "काम का दस्तावेज़",
  addLink: "दस्तावेज़ जोड़ें",
  addTitle: "दस्तावेज़ जोड़ें",
  addDescription: "वार्षिक रिपोर्ट या काम का दस्तावेज़ जोड़ें।",
  kind: "किस तरह का",
  kinds: { work: "काम का दस्तावेज़ (गैलरी में दिखता है)", report: "वार्षिक रिपोर्ट (मेन्यू की वार्षिक रिपोर्ट)" },
  documentTitle: "शीर्षक",
  year: "साल",
  yearHelp: "वार्षिक रिपोर्ट के लिए: वह किस साल की है, जैसे 2024-25 या 2024-2025।",
  pdf: "PDF",
  pdfHelp: "ज़्यादा से ज़्यादा 10 MB की PDF।",
  add: "दस्तावेज़ जोड़ें",
  /** Its public page. */
  page: {
    description: "ट्रस्ट की वार्षिक रिपोर्टें।",
  },
};

export const documentWords = { en, hi };
