// @ts-check
import { once } from "node:events";
import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { AsyncZipDeflate, strToU8, unzipSync, Zip } from "fflate";

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

/**
 * The workbook `base`, its entries stored, with one more entry that only the zip's central
 * directory names: its local header and its deflated rows (`rowsXml` `times` times) sit inside
 * the bytes of a stored entry, where a reader that walks the local headers in order never looks,
 * while a reader of the directory (jszip, which exceljs opens a workbook with) finds it.
 * @param {Buffer} base
 * @param {string} rowsXml
 * @param {number} times
 * @returns {Promise<Buffer>}
 */
export async function excelHidingAnEntry(base, rowsXml, times) {
  const piece = Buffer.from(rowsXml);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  /** @type {Buffer[]} */
  const deflated = [];
  deflate.on("data", (chunk) => deflated.push(chunk));
  let crc = 0;
  for (let at = 0; at < times; at++) {
    crc = zlib.crc32(piece, crc);
    if (!deflate.write(piece)) await once(deflate, "drain");
  }
  deflate.end();
  await once(deflate, "end");
  const hidden = { name: "xl/hidden.xml", method: 8, data: Buffer.concat(deflated), crc, size: piece.length * times };
  const hiddenLocal = localHeader(hidden);

  /** @type {{ name: string; method: number; data: Buffer; crc: number; size: number; offset: number }[]} */
  const entries = [];
  /** @type {Buffer[]} */
  const parts = [];
  let offset = 0;
  const add = (/** @type {{ name: string; method: number; data: Buffer; crc: number; size: number }} */ entry) => {
    const header = localHeader(entry);
    entries.push({ ...entry, offset });
    parts.push(header, entry.data);
    offset += header.length + entry.data.length;
  };
  for (const [name, bytes] of Object.entries(unzipSync(base))) add({ name, method: 0, data: Buffer.from(bytes), crc: zlib.crc32(bytes), size: bytes.length });
  const cover = Buffer.concat([hiddenLocal, hidden.data]);
  const coverAt = offset;
  add({ name: "xl/media/cover.bin", method: 0, data: cover, crc: zlib.crc32(cover), size: cover.length });
  entries.push({ ...hidden, offset: coverAt + localHeader({ name: "xl/media/cover.bin" }).length });

  const directory = Buffer.concat(entries.map(centralHeader));
  const end = record(22, { 0: [4, 0x06054b50], 8: [2, entries.length], 10: [2, entries.length], 12: [4, directory.length], 16: [4, offset] });
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
