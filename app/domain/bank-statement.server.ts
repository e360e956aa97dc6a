import crypto from "node:crypto";
import fs from "node:fs/promises";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { db, isUniqueViolation } from "~/site/db.server";
import { type Cell, type Credit, creditsOf, findTable, headerSignature, likelyHeader, matchCredits, type StatementColumns } from "./bank-statement";

// Reading an imported bank statement (csv-parse for CSV, exceljs for Excel) into the register's
// StatementCredit rows, once each, and the matches the owner confirms on the statement page.

/** At most this many rows of a statement are read: years of a small trust's account. */
const MOST_ROWS = 20_000;

/** The table of a statement file, as rows of cells: an Excel workbook's first sheet, or CSV text. */
export async function readStatementRows(filePath: string): Promise<Cell[][] | null> {
  const bytes = await fs.readFile(filePath);
  try {
    return bytes.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1")) ? await workbookRows(bytes) : csvRows(bytes);
  } catch {
    return null;
  }
}

function csvRows(bytes: Buffer): Cell[][] {
  const rows = parse(bytes, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, to: MOST_ROWS }) as string[][];
  return rows.map((row) => row.map((cell) => cell.trim()));
}

async function workbookRows(bytes: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > MOST_ROWS) return;
    const cells: Cell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellValue(row.getCell(column).value));
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
