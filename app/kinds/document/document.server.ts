import { documentWords } from "./document";
import { z } from "zod";
import { namingFields, oneRecordRow, savedTexts, titleInTwoLanguages, requiredFile } from "~/domain/operation-parts";
import { broke, oneLanguageAtLeast, optional, text } from "~/domain/rules";
import type { Document } from "@prisma/client";
import { type BinnedBindings, declareKind, type RowInput } from "~/kinds/kind";
import { documentFileName } from "~/photos/documents.server";
import { storePdfThenName, unlessRejected } from "~/photos/stored-files.server";
import { db } from "~/site/db.server";
import { type Lang, textIn } from "~/i18n/texts";
import { changed } from "~/domain/content-version.server";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import { type Outcome, refusal } from "~/domain/outcome";
import { englishOrEmpty } from "~/domain/two-languages";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerAddPage, ownerListPage } from "~/http/owner-forms.server";
import { publicList } from "~/http/read-softly.server";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const documentOperations = namingFields(
  {
    addDocument: {
      input: oneLanguageAtLeast(
        z.object({
          kind: text("kind", 10).pipe(z.enum(["report", "work"], { message: broke("oneOf", "kind", "report or work") })),
          ...titleInTwoLanguages,
          year: optional(z.string().regex(/^\d{4}(-(\d{2}|\d{4}))?$/, broke("yearOrFinancialYear", "year"))),
        }),
        ["title"],
      ),
      upload: requiredFile("pdf"),
      texts: savedTexts({ en: "The document was added.", hi: "दस्तावेज़ जुड़ गया।" }),
    },
    deleteDocument: oneRecordRow({ en: "The document was moved to the bin.", hi: "दस्तावेज़ कूड़ेदान में चला गया।" }),
  },
  documentWords.fields,
);

type Input<N extends keyof typeof documentOperations> = RowInput<typeof documentOperations, N>;

/** A document as a page shows it, its title in the page's language when the owner gave it. */
export function viewOfDocument(document: Document, lang: Lang) {
  return {
    id: document.id,
    kind: document.kind,
    title: textIn(lang, document.title, document.titleHi),
    year: document.year,
    href: `/uploads/${documentFileName(document.fileKey)}`,
  };
}

/** The documents of a kind ("report" or "work") in the owner's order; all of them without a kind. */
export function listDocuments(kind?: "report" | "work") {
  return db().document.findMany({ where: kind ? { kind } : {}, orderBy: [...IN_OWNER_ORDER] });
}

/** Whether the trust has published an annual report; the menu's link depends on it on every page. */
export async function hasAnnualReport(): Promise<boolean> {
  return (await db().document.count({ where: { kind: "report" } })) > 0;
}

/** Stores the PDF and then its row, under the file's lock; a failed row leaves no stray file. */
export async function addDocument(input: Input<"addDocument">, filePath: string): Promise<Outcome<Document>> {
  if (input.kind === "report" && !input.year)
    return refusal(400, { en: "year is needed for an annual report, such as 2024-25", hi: "वार्षिक रिपोर्ट के लिए साल लिखें, जैसे 2024-25" });
  return unlessRejected(async () => {
    const document = await storePdfThenName(filePath, async (file) =>
      db().document.create({ data: { ...englishOrEmpty(input, ["title"]), fileKey: file.key, bytes: file.bytes, position: await nextPosition(documentKind) } }),
    );
    return changed(document);
  });
}

export const documentKind = declareKind({
  words: documentWords,
  table: "Document",
  ordered: {},
  bin: { name: { en: "Document", hi: "दस्तावेज़" }, label: ["title", "titleHi"] },
  owner: { list: "/login-home/documents", checklist: { label: { en: "Documents and annual reports", hi: "दस्तावेज़ और वार्षिक रिपोर्टें" } } },
  operations: documentOperations,
  apply: {
    addDocument: (input, { filePath }) => addDocument(input, filePath),
  } satisfies BinnedBindings<typeof documentOperations>,
});

// ---- The owner's documents: the list, ordered

// A document is added on its own page (documents/new), where its PDF streams to disk.
export const { loader: ownerDocumentsLoader, action: ownerDocumentsAction } = ownerListPage(documentKind, {
  read: listDocuments,
  view: viewOfDocument,
});

// ---- A new document, with its PDF

export const { loader: newDocumentLoader, action: newDocumentAction } = ownerAddPage(documentKind, "addDocument");

// ---- The public annual reports, /annual-report

export function annualReportsLoader({ request }: LoaderFunctionArgs) {
  return publicList(request, "the annual reports", () => listDocuments("report"), viewOfDocument);
}
