import crypto from "node:crypto";
import fs from "node:fs/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { Unzip, UnzipInflate } from "fflate";
import { db, isUniqueViolation } from "~/site/db.server";
import { type Cell, type Credit, creditsOf, findTable, headerSignature, likelyHeader, matchCredits, type StatementColumns } from "./bank-statement";

// Reading an imported bank statement (csv-parse for CSV, exceljs for Excel) into the register's
// StatementCredit rows, once each, and the matches the owner confirms on the statement page.

// What of a statement is read at the most: years of a small trust's account, in a bank's dozen
// columns. A longer statement is refused, not cut short: credits past the cut would be lost
// without a word. An Excel file is a zip of XML, so a few MB can open into gigabytes, and a row
// can claim a cell in its 16,384th column: both are bounded before and while it is read, or one
// file would take the whole site down.
const MOST_ROWS = 20_000;
const MOST_COLUMNS = 40;
/** An Excel statement of 20,000 rows opens into about 8 MB of XML: three times that is plenty. */
const MOST_OPENED_BYTES = 24 * 1024 * 1024;

export type StatementRows = { rows: Cell[][] } | { unreadable: true } | { tooLarge: true };

/** The table of a statement file, as rows of cells: an Excel workbook's first sheet, or CSV text. */
export async function readStatementRows(filePath: string): Promise<StatementRows> {
  const bytes = await fs.readFile(filePath);
  try {
    const excel = bytes.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"));
    if (excel && !(await opensWithin(bytes, MOST_OPENED_BYTES))) return { tooLarge: true };
    const rows = untilLastFilled(excel ? await workbookRows(bytes) : csvRows(bytes));
    return rows.length > MOST_ROWS ? { tooLarge: true } : { rows };
  } catch {
    return { unreadable: true };
  }
}

/** The rows up to the last that holds anything: the blank lines a bank's file ends with are no rows of it. */
function untilLastFilled(rows: Cell[][]): Cell[][] {
  let end = rows.length;
  while (end > 0 && (rows[end - 1] ?? []).every((cell) => cell === null || cell === "")) end -= 1;
  return rows.slice(0, end);
}

/** A line of more cells than this is no statement's: the file is not read on (a line of commas only would be millions). */
const MOST_CELLS_IN_A_LINE = 1_000;

function csvRows(bytes: Buffer): Cell[][] {
  return parse(bytes, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    to: MOST_ROWS + 1,
    cast: (cell, { index }) => {
      if (index >= MOST_CELLS_IN_A_LINE) throw new Error("not a statement's line");
      return cell.trim();
    },
    on_record: (row: string[]) => row.slice(0, MOST_COLUMNS),
  }) as string[][];
}

/** How much of a zip is inflated per turn of the event loop: at most about 8 MB of XML. */
const ZIP_PIECE = 8 * 1024;

/**
 * Whether a zip opens into at most `limit` bytes, counted as it inflates (the sizes its headers
 * claim can lie) and never held: the site keeps answering while a large one is measured.
 */
async function opensWithin(bytes: Uint8Array, limit: number): Promise<boolean> {
  let opened = 0;
  let broken = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, data) => {
      if (error) broken = true;
      else opened += data.length;
      if (broken || opened > limit) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; !broken && opened <= limit; at += ZIP_PIECE) {
    const last = at + ZIP_PIECE >= bytes.length;
    unzip.push(bytes.subarray(at, at + ZIP_PIECE), last);
    if (last) break;
    await nextTurn();
  }
  if (broken) throw new Error("not a whole zip");
  return opened <= limit;
}

async function workbookRows(bytes: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > MOST_ROWS + 1) return;
    const cells: Cell[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, MOST_COLUMNS); column++) cells.push(cellValue(row.getCell(column).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A spreadsheet cell as text, a number or a date: a formula's result, rich text's words. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "object" && "result" in value) return cellValue(value.result as ExcelJS.CellValue);
  if (typeof value === "object" && "richText" in value) return value.richText.map((part) => part.text).join("");
  if (typeof value === "object" && "text" in value) return String(value.text);
  return String(value);
}

export type StatementImport = { read: number; added: number } | { unknownColumns: string[] } | { noTable: true };

/**
 * Keeps the credits of a statement, each line once however often the statement is imported.
 * The table is found by its header (the large banks' names), else by the columns the owner named
 * for this bank before, else by the columns named now (which are remembered); with none of
 * these the header's cells come back for the owner to name.
 */
export async function importStatement(rows: Cell[][], named: StatementColumns | null): Promise<StatementImport> {
  const headerRow = likelyHeader(rows);
  if (headerRow < 0) return { noTable: true };
  const table = findTable(rows) ?? (await rememberedTable(rows, headerRow, named));
  if (!table) return { unknownColumns: (rows[headerRow] ?? []).map((cell) => String(cell ?? "").trim()) };
  const credits = creditsOf(rows, table.headerRow, table.columns);
  const seen = new Map<string, number>();
  let added = 0;
  for (const credit of credits) {
    const line = [credit.on, credit.amount, credit.reference ?? "", credit.narration].join("|");
    // Two identical lines on one day are two credits: each is counted by its place among them.
    const occurrence = (seen.get(line) ?? 0) + 1;
    seen.set(line, occurrence);
    const key = crypto.createHash("sha256").update(`${line}|${occurrence}`).digest("base64url");
    if (await keepCredit(key, credit)) added += 1;
  }
  return { read: credits.length, added };
}

/** Keeps a credit unless its line is kept already (an import of the same statement running at the same moment included). */
async function keepCredit(key: string, credit: Credit): Promise<boolean> {
  if (await db().statementCredit.findUnique({ where: { key }, select: { id: true } })) return false;
  try {
    await db().statementCredit.create({ data: { key, ...credit } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function rememberedTable(rows: Cell[][], headerRow: number, named: StatementColumns | null) {
  const header = rows[headerRow] ?? [];
  const signature = headerSignature(header);
  const fits = (columns: StatementColumns) =>
    [columns.date, columns.narration, columns.credit, columns.reference ?? 0].every((index) => index >= 0 && index < header.length);
  if (named && fits(named)) {
    await db().statementLayout.upsert({ where: { signature }, create: { signature, ...named }, update: named });
    return { headerRow, columns: named };
  }
  const layout = await db().statementLayout.findUnique({ where: { signature } });
  return layout && fits(layout)
    ? { headerRow, columns: { date: layout.date, narration: layout.narration, reference: layout.reference, credit: layout.credit } }
    : null;
}

/** The credits no donation has taken yet, newest first, and the waiting donation each one matches, if any. */
export async function creditsToSettle() {
  const [credits, waiting] = await Promise.all([
    db().statementCredit.findMany({ where: { donationId: null }, orderBy: [{ on: "desc" }, { importedAt: "desc" }], take: 500 }),
    db().donation.findMany({ where: { status: "new" }, select: { id: true, reference: true, amount: true, givenOn: true, name: true } }),
  ]);
  const matches = matchCredits(credits, waiting);
  const donationOf = new Map(waiting.map((donation) => [donation.id, donation]));
  return {
    matches: matches.map(({ credit, donationId, by }) => ({ credit, donation: donationOf.get(donationId), by })),
    unmatched: credits.filter((credit) => !matches.some((match) => match.credit === credit)),
  };
}

/** A credit the owner chose to record as a donation received: what it says, for the record form to start with. */
export function readCredit(id: string) {
  return db().statementCredit.findFirst({ where: { id, donationId: null } });
}
