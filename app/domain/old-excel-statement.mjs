// @ts-check
import fs from "node:fs";
import * as XLSX from "@e965/xlsx";

// Reads the first sheet of an Excel 97-2003 workbook (.xls), the "Excel" many Indian banks still
// give, or of an Excel 2003 XML workbook, which some give instead, in a process of its own:
// `node old-excel-statement.mjs <file> <most rows> <most columns>` sends the rows to its parent
// and ends. A binary format's parser is the part of an import a crafted file attacks, and SheetJS
// can be made to loop or to fill its memory by a 6 KB file (tests/support/statements/), so the
// site runs it where it can be stopped and where running out of memory ends this process, not
// the site (a worker thread is not enough: its running out can abort the whole process).
// SheetJS is the one maintained reader of the format in JavaScript; this is its Community
// Edition, republished to npm unchanged with the fixes that the last `xlsx` release on npm lacks.

const [file = "", mostRows = "0", mostColumns = "0"] = process.argv.slice(2);
const workbook = XLSX.read(fs.readFileSync(file), {
  type: "buffer",
  // A day is a date cell (as exceljs gives an .xlsx's), at midnight UTC like the rest of the import.
  cellDates: true,
  UTC: true,
  dense: true,
  sheets: 0,
  // One row past the most a statement may have, so that a longer one is seen to be longer.
  sheetRows: Number(mostRows) + 1,
  cellHTML: false,
  cellText: false,
  cellStyles: false,
  cellFormula: false,
});
const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
// Array.from, not map: a row or a cell the file leaves out is a hole in SheetJS's arrays, and an empty one here.
const rows = Array.from(sheet?.["!data"] ?? [], (row) => Array.from((row ?? []).slice(0, Number(mostColumns)), cellValue));
process.send?.(rows, () => process.exit(0));

/**
 * A cell as the import reads cells: text, a number or a date; an error or an empty cell is none.
 * @param {XLSX.CellObject | undefined} cell
 * @returns {string | number | Date | null}
 */
function cellValue(cell) {
  if (!cell || cell.t === "e" || cell.t === "z" || cell.v === undefined) return null;
  if (cell.v instanceof Date || typeof cell.v === "number" || typeof cell.v === "string") return cell.v;
  return String(cell.v);
}
