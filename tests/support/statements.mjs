// @ts-check
import { once } from "node:events";
import fs from "node:fs";
import zlib from "node:zlib";
import * as XLSX from "@e965/xlsx";
import ExcelJS from "exceljs";
import JSZip from "jszip";

// Bank statements as Excel files, for the tests and the bench: a bank's own shape, and the shapes
// made to take a site down (a zip that opens into hundreds of MB, rows that claim Excel's last
// column).

/** The header of HDFC's statement, as its Excel export writes it. */
export const HDFC_HEADER = ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"];

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
 * A statement kept in tests/support/statements/: one written by another program than the site's
 * reader (old-excel-statement.py says how), or one found to be crafted against that reader.
 * @param {string} name
 */
export function keptStatement(name) {
  return fs.readFileSync(new URL(`statements/${name}`, import.meta.url));
}

/**
 * An Excel 97-2003 workbook (.xls) of one sheet of these rows, as SheetJS writes one, or with
 * `xml` an Excel 2003 XML workbook; a Date is a date cell, as a bank's is.
 *
 * SheetJS writes it all at once, holding the process for seconds for 20,000 rows: past five
 * seconds the server closes an idle connection, and the close must be heard (a turn of the event
 * loop) before the next request, or that request goes out on the closed connection and fails
 * ("other side closed", EPIPE). So the workbook is given after that turn.
 * @param {(string | number | Date)[][]} rows
 * @param {{ xml?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
export async function oldExcelOf(rows, { xml = false } = {}) {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true, UTC: true }), "Statement");
  const bytes = /** @type {Buffer} */ (XLSX.write(workbook, { type: "buffer", bookType: xml ? "xlml" : "xls" }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return bytes;
}

/**
 * The workbook `base` with its sheet's rows followed by `rowsXml` repeated `times` times: a file
 * of a few hundred KB that opens into as much as the repeated rows weigh.
 * @param {Buffer} base
 * @param {string} rowsXml
 * @param {number} times
 * @returns {Promise<Buffer>}
 */
export async function excelOpeningInto(base, rowsXml, times) {
  const entries = await entriesOf(base);
  return zipOf(
    await Promise.all(
      entries.map((entry) => {
        if (!entry.name.endsWith("sheet1.xml")) return entry;
        const [head = "", tail = ""] = entry.data.toString("utf8").split("</sheetData>");
        return deflated(entry.name, [head, ...repeated(rowsXml, times), `</sheetData>${tail}`]);
      }),
    ),
  );
}

/** A row of two cells written inline, as the repeated rows of excelOpeningInto. */
export const INLINE_ROW = '<row><c t="inlineStr"><is><t>DEPOSIT</t></is></c><c t="inlineStr"><is><t>1</t></is></c></row>';

/**
 * The workbook `base` with one more entry that only the zip's central directory names: its local
 * header and its deflated rows (`rowsXml` `times` times) sit inside the bytes of a stored entry,
 * where a reader that walks the local headers in order never looks, while a reader of the
 * directory (jszip, which exceljs opens a workbook with) finds it.
 * @param {Buffer} base
 * @param {string} rowsXml
 * @param {number} times
 * @returns {Promise<Buffer>}
 */
export async function excelHidingAnEntry(base, rowsXml, times) {
  const hidden = await deflated("xl/hidden.xml", repeated(rowsXml, times));
  const entries = await entriesOf(base);
  const cover = stored("xl/media/cover.bin", Buffer.concat([localHeader(hidden), hidden.data]));
  const hiddenAt = entries.reduce((at, entry) => at + localHeader(entry).length + entry.data.length, 0) + localHeader(cover).length;
  return zipOf([...entries, cover], [{ ...hidden, offset: hiddenAt }]);
}

/** @typedef {{ name: string; method: 0 | 8; data: Buffer; crc: number; size: number }} Entry */

/** @param {string} piece @param {number} times */
function* repeated(piece, times) {
  for (let at = 0; at < times; at++) yield piece;
}

/** The entries of a zip, each to be stored as it is. @param {Buffer} zip @returns {Promise<Entry[]>} */
async function entriesOf(zip) {
  const files = Object.values((await JSZip.loadAsync(zip)).files).filter((file) => !file.dir);
  return Promise.all(files.map(async (file) => stored(file.name, await file.async("nodebuffer"))));
}

/** @param {string} name @param {Buffer} data @returns {Entry} */
function stored(name, data) {
  return { name, method: 0, data, crc: zlib.crc32(data), size: data.length };
}

/**
 * An entry of these texts, deflated as a stream on Node's thread pool, so a test's open
 * connections are still heard while hundreds of MB are deflated.
 * @param {string} name
 * @param {Iterable<string>} texts
 * @returns {Promise<Entry>}
 */
async function deflated(name, texts) {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  /** @type {Buffer[]} */
  const data = [];
  deflate.on("data", (chunk) => data.push(chunk));
  let crc = 0;
  let size = 0;
  for (const text of texts) {
    const bytes = Buffer.from(text);
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, "drain");
  }
  deflate.end();
  await once(deflate, "end");
  return { name, method: 8, data: Buffer.concat(data), crc, size };
}

/**
 * A zip of these entries, one after another, and a central directory that names them and any
 * entries `alsoNamed` at offsets of their own.
 * @param {Entry[]} entries
 * @param {(Entry & { offset: number })[]} [alsoNamed]
 */
function zipOf(entries, alsoNamed = []) {
  /** @type {(Entry & { offset: number })[]} */
  const named = [];
  /** @type {Buffer[]} */
  const parts = [];
  let offset = 0;
  for (const entry of entries) {
    const header = localHeader(entry);
    named.push({ ...entry, offset });
    parts.push(header, entry.data);
    offset += header.length + entry.data.length;
  }
  named.push(...alsoNamed);
  const directory = Buffer.concat(named.map(centralHeader));
  const end = record(22, { 0: [4, 0x06054b50], 8: [2, named.length], 10: [2, named.length], 12: [4, directory.length], 16: [4, offset] });
  return Buffer.concat([...parts, directory, end]);
}

/**
 * A zip record of `size` bytes, little-endian: each field at its offset, as [its width in bytes, its value].
 * @param {number} size
 * @param {Record<number, [2 | 4, number]>} fields
 */
function record(size, fields) {
  const bytes = Buffer.alloc(size);
  for (const [at, [width, value]] of Object.entries(fields)) {
    if (width === 2) bytes.writeUInt16LE(value, Number(at));
    else bytes.writeUInt32LE(value >>> 0, Number(at));
  }
  return bytes;
}

/** A zip entry's local header. @param {{ name: string; method?: number; data?: Buffer; crc?: number; size?: number }} entry */
function localHeader({ name, method = 0, data = Buffer.alloc(0), crc = 0, size = 0 }) {
  return Buffer.concat([
    record(30, { 0: [4, 0x04034b50], 4: [2, 20], 8: [2, method], 14: [4, crc], 18: [4, data.length], 22: [4, size], 26: [2, Buffer.byteLength(name)] }),
    Buffer.from(name),
  ]);
}

/** A zip entry's header in the central directory. @param {{ name: string; method: number; data: Buffer; crc: number; size: number; offset: number }} entry */
function centralHeader({ name, method, data, crc, size, offset }) {
  return Buffer.concat([
    record(46, {
      0: [4, 0x02014b50],
      4: [2, 20],
      6: [2, 20],
      10: [2, method],
      16: [4, crc],
      20: [4, data.length],
      24: [4, size],
      28: [2, Buffer.byteLength(name)],
      42: [4, offset],
    }),
    Buffer.from(name),
  ]);
}
