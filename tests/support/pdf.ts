import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF's first page, as a reader would copy it: words joined by single spaces. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items
    .map((item) => ("str" in item ? item.str : ""))
    .join(" ")
    .replace(/\s+/g, " ");
}
