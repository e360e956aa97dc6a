// @ts-check
import ExcelJS from "exceljs";
import { AsyncZipDeflate, strToU8, unzipSync, Zip } from "fflate";

// Bank statements as Excel files, for the tests and the bench: a bank's own shape, and the shapes
// made to take a site down (a zip that opens into hundreds of MB, rows that claim Excel's last
// column).

/** Excel's last column (XFD): a cell there makes a row 16,384 cells long. */
export const EXCEL_LAST_COLUMN = 16_384;

/**
 * An Excel workbook of one sheet, "Statement", of these rows; with `lastColumn`, every row after
 * the first two also holds a cell in Excel's last column.
 * @param {(string | number)[][]} rows
 * @param {{ lastColumn?: boolean }} [options]
 */
export async function workbookOf(rows, { lastColumn = false } = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Statement");
  rows.forEach((cells, index) => {
    const row = sheet.addRow(cells);
    if (lastColumn && index > 1) row.getCell(EXCEL_LAST_COLUMN).value = "x";
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The workbook `base` with its sheet's rows followed by `rowsXml` repeated `times` times: a file
 * of a few hundred KB that opens into as much as the repeated rows weigh. It is deflated off the
 * event loop, so a test's open connections are still heard while it is made.
 * @param {Buffer} base
 * @param {string} rowsXml
 * @param {number} times
 * @returns {Promise<Buffer>}
 */
export function excelOpeningInto(base, rowsXml, times) {
  return new Promise((resolve, reject) => {
    /** @type {Uint8Array[]} */
    const chunks = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    for (const [name, bytes] of Object.entries(unzipSync(base))) {
      const entry = new AsyncZipDeflate(name, { level: 9 });
      zip.add(entry);
      if (!name.endsWith("sheet1.xml")) {
        entry.push(bytes, true);
        continue;
      }
      const [head = "", tail = ""] = new TextDecoder().decode(bytes).split("</sheetData>");
      entry.push(strToU8(head));
      // Each piece is its own copy: a pushed one is handed to the deflating worker.
      for (let piece = 0; piece < times; piece++) entry.push(strToU8(rowsXml));
      entry.push(strToU8(`</sheetData>${tail}`), true);
    }
    zip.end();
  });
}

/** A row of two cells written inline, as the repeated rows of excelOpeningInto. */
export const INLINE_ROW = '<row><c t="inlineStr"><is><t>DEPOSIT</t></is></c><c t="inlineStr"><is><t>1</t></is></c></row>';
