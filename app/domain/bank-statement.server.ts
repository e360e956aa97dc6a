import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { Parser } from "htmlparser2";
import JSZip from "jszip";
import type { Prisma, StatementCredit } from "@prisma/client";
import { indianNumber, type Lang, readableDate } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { projectRoot } from "~/site/project-root.server";
import {
  type Cell,
  columnsOf,
  type Credit,
  type CreditLine,
  creditsOf,
  findTable,
  headerSignature,
  likelyHeader,
  matchCredits,
  type StatementColumns,
  type UnreadLine,
} from "./bank-statement";

// Reading an imported bank statement into the register's StatementCredit rows, once each, and the
// matches the owner confirms on the statement page. A bank's "Excel" download is one of several
// things, told apart by its first bytes: an Excel workbook (exceljs), an old Excel 97-2003 file
// or an Excel 2003 XML one (SheetJS, in a process of its own: old-excel-statement.mjs), an HTML
// table named .xls (htmlparser2), or text whose cells are parted by commas, tabs, semicolons or
// bars, in UTF-8 or UTF-16 (csv-parse).

// What of a statement is read at the most: years of a small trust's account, in a bank's dozen
// columns. A longer statement is refused, not cut short: credits past the cut would be lost
// without a word. An Excel file is a zip of XML, so a few MB can open into gigabytes, and a row
// can claim a cell in its 16,384th column: both are bounded before and while it is read, or one
// file would take the whole site down.
const MOST_ROWS = 20_000;
const MOST_COLUMNS = 40;
/** An Excel statement of 20,000 rows opens into about 8 MB of XML: three times that is plenty. */
const MOST_OPENED_BYTES = 24 * 1024 * 1024;

type StatementRows = { rows: Cell[][] } | { unreadable: true } | { tooLarge: true };

/** The table of a statement file, as rows of cells: an Excel workbook's first sheet, an HTML table, or delimited text. */
export async function readStatementRows(filePath: string): Promise<StatementRows> {
  const bytes = await fs.readFile(filePath);
  try {
    const kind = fileKind(bytes);
    if (kind === "excel" && !(await opensWithin(bytes, MOST_OPENED_BYTES))) return { tooLarge: true };
    const rows = untilLastFilled(
      kind === "excel" ? await workbookRows(bytes) : kind === "oldExcel" ? await oldWorkbookRows(filePath) : textRows(textOf(bytes)),
    );
    return rows.length > MOST_ROWS ? { tooLarge: true } : { rows };
  } catch {
    return { unreadable: true };
  }
}

const ZIP = Buffer.from("PK\x03\x04", "latin1");
/** The compound file an Excel 97-2003 workbook is kept in. */
const OLD_EXCEL = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Excel 2003's XML workbook (SpreadsheetML), which some banks' "Excel" download is: named in its first element. */
const EXCEL_XML = /^\s*<\?xml[^>]*>[\s\S]*?<Workbook[^>]*urn:schemas-microsoft-com:office:spreadsheet/;

/** What a statement file is: a workbook (.xlsx), an old Excel workbook (97-2003's binary or 2003's XML), or text. */
function fileKind(bytes: Buffer): "excel" | "oldExcel" | "text" {
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) return "excel";
  if (bytes.subarray(0, OLD_EXCEL.length).equals(OLD_EXCEL)) return "oldExcel";
  return EXCEL_XML.test(textOf(bytes.subarray(0, 4096))) ? "oldExcel" : "text";
}

/** A text file's words: UTF-16 when its byte order mark says so (Excel's "Unicode Text"), else UTF-8. */
function textOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString("utf16le");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString("utf16le");
  const text = bytes.toString("utf8");
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

function textRows(text: string): Cell[][] {
  return /^\s*</.test(text) ? htmlTableRows(text) : delimitedRows(text, delimiterOf(text));
}

/** The rows up to the last that holds anything: the blank lines a bank's file ends with are no rows of it. */
function untilLastFilled(rows: Cell[][]): Cell[][] {
  let end = rows.length;
  while (end > 0 && (rows[end - 1] ?? []).every((cell) => cell === null || cell === "")) end -= 1;
  return rows.slice(0, end);
}

/** A line of more cells than this is no statement's: the file is not read on (a line of commas only would be millions). */
const MOST_CELLS_IN_A_LINE = 1_000;

const DELIMITERS = [",", "\t", ";", "|"] as const;

/**
 * What parts a text statement's cells: the one that reads a bank's known header among its first
 * lines, else the one that parts the most of them into three cells or more (a tab-parted file
 * has commas too, in its lakhs).
 */
function delimiterOf(text: string): string {
  const lines = text.split(/\r?\n/, 40).filter((line) => line.trim() !== "");
  const known = DELIMITERS.find((delimiter) => lines.some((line) => columnsOf(line.split(delimiter).map((cell) => cell.trim()))));
  if (known) return known;
  const parted = (delimiter: string) => lines.filter((line) => line.split(delimiter).length >= 3).length;
  return DELIMITERS.reduce((best, delimiter) => (parted(delimiter) > parted(best) ? delimiter : best));
}

function delimitedRows(text: string, delimiter: string): Cell[][] {
  return parse(text, {
    delimiter,
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

/** The rows of an HTML page's tables, each cell's words with their spaces folded: a bank's "Excel" that is a web page. */
function htmlTableRows(html: string): Cell[][] {
  const rows: string[][] = [];
  let cell: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "tr" && rows.length <= MOST_ROWS) rows.push([]);
        const row = rows.at(-1);
        if ((name === "td" || name === "th") && row && row.length < MOST_COLUMNS) cell = [];
      },
      ontext(text) {
        cell?.push(text);
      },
      onclosetag(name) {
        if ((name !== "td" && name !== "th") || !cell) return;
        rows.at(-1)?.push(cell.join("").replace(/\s+/g, " ").trim());
        cell = null;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return rows;
}

/**
 * Whether an Excel file opens into at most `limit` bytes: every entry its zip's directory names,
 * which exceljs would open whole, is inflated as a stream (jszip, as exceljs reads it, 16 KB at a
 * time with turns of the event loop between) and counted, never held; the sizes it claims can lie.
 */
async function opensWithin(bytes: Buffer, limit: number): Promise<boolean> {
  const zip = await JSZip.loadAsync(bytes);
  let opened = 0;
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) opened += await inflatedSize(entry, limit - opened);
    if (opened > limit) return false;
  }
  return true;
}

/** How many bytes an entry inflates into, counted until it passes `room`. */
function inflatedSize(entry: JSZip.JSZipObject, room: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let counted = 0;
    const stream = entry.nodeStream("nodebuffer");
    stream.on("data", (chunk: Buffer) => {
      counted += chunk.length;
      if (counted <= room) return;
      stream.pause();
      resolve(counted);
    });
    stream.on("end", () => resolve(counted));
    stream.on("error", reject);
  });
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

/**
 * What reading an old workbook may take before it is stopped. Here a 5 MB statement (13,000
 * rows) is read in 0.4 s, and one of 20,000 short rows in 0.5 s, the reader's process peaking at
 * 175 MB (its heap under 96 MB); a crafted one would loop for ever, or fill any memory it is
 * given (with this heap, its process ends at some 340 MB, within the 400 MB an import may take).
 * The CPU seconds are the kernel's bound, past the site's own, for a reader whose site is gone.
 */
const OLD_EXCEL_LIMITS = { seconds: 15, heapMb: 128, cpuSeconds: 20 };
let oldExcelReading: Promise<unknown> = Promise.resolve();

/**
 * The first sheet's rows of an old Excel workbook (97-2003's, or 2003's XML), read by
 * old-excel-statement.mjs in a process of its own, one file at a time: a reader that loops is stopped after
 * OLD_EXCEL_LIMITS.seconds, and one that runs out of its memory ends, not the site. What it
 * prints (SheetJS's notes on a file's odd records) is dropped: a hostile file would fill the log.
 */
function oldWorkbookRows(filePath: string): Promise<Cell[][]> {
  const reading = oldExcelReading.then(() => readInAProcessOfItsOwn(filePath));
  oldExcelReading = reading.catch(() => undefined);
  return reading;
}

function readInAProcessOfItsOwn(filePath: string): Promise<Cell[][]> {
  return new Promise((resolve, reject) => {
    const script = path.join(projectRoot(), "app", "domain", "old-excel-statement.mjs");
    const node = [process.execPath, `--max-old-space-size=${OLD_EXCEL_LIMITS.heapMb}`, script, filePath, String(MOST_ROWS), String(MOST_COLUMNS)];
    // The shell gives the reader a limit of CPU time, then becomes it (exec: the same process). The
    // kernel keeps that limit, so a reader that loops ends even when the site is killed outright
    // and runs no code of its own to stop it.
    const reader = spawn("/bin/sh", ["-c", 'ulimit -t "$1" && shift && exec "$@"', "old-excel-reader", String(OLD_EXCEL_LIMITS.cpuSeconds), ...node], {
      // None of the site's settings, its secrets among them: the reader needs none.
      env: { NODE_ENV: "production" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
      timeout: OLD_EXCEL_LIMITS.seconds * 1000,
      killSignal: "SIGKILL",
    });
    // A reader must not outlive the site (stopped, it exits without waiting for the reading): its
    // time limit is kept by the site, and one that loops would loop on until its CPU limit.
    const stopWithTheSite = () => reader.kill("SIGKILL");
    process.once("exit", stopWithTheSite);
    reader.once("message", (rows) => resolve(rows as Cell[][]));
    reader.once("error", reject);
    reader.once("exit", () => {
      process.off("exit", stopWithTheSite);
      reject(new Error("the old Excel reader ended without the rows"));
    });
  });
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

type StatementImport = { read: number; added: number; unread: UnreadLine[] } | { unknownColumns: string[] } | { noTable: true };

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
  const { credits: read, unread } = creditsOf(rows, table.headerRow, table.columns);
  const credits = keyed(read);
  let added = 0;
  for (let at = 0; at < credits.length; at += CREDITS_AT_ONCE) added += await keepCredits(credits.slice(at, at + CREDITS_AT_ONCE));
  return { read: credits.length, added, unread };
}

/** Each credit with the key of its line: two identical lines on one day are two credits, each counted by its place among them. */
function keyed(credits: Credit[]): (Credit & { key: string })[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const line = [credit.on, credit.amount, credit.reference ?? "", credit.narration].join("|");
    const occurrence = (seen.get(line) ?? 0) + 1;
    seen.set(line, occurrence);
    return { ...credit, key: crypto.createHash("sha256").update(`${line}|${occurrence}`).digest("base64url") };
  });
}

/** How many credits are looked up and written together: a year's statement in a second, not one write a line. */
const CREDITS_AT_ONCE = 500;

/**
 * Keeps the credits whose lines are not kept yet, in one transaction with the look-up, so an
 * import of the same statement at the same moment cannot keep a line twice; how many were new.
 */
function keepCredits(credits: (Credit & { key: string })[]): Promise<number> {
  return db().$transaction(async (tx) => {
    const kept = await tx.statementCredit.findMany({ where: { key: { in: credits.map((credit) => credit.key) } }, select: { key: true } });
    const known = new Set(kept.map((credit) => credit.key));
    return (await tx.statementCredit.createMany({ data: credits.filter((credit) => !known.has(credit.key)) })).count;
  });
}

async function rememberedTable(rows: Cell[][], headerRow: number, named: StatementColumns | null) {
  const header = rows[headerRow] ?? [];
  const signature = headerSignature(header);
  const fits = (columns: StatementColumns) =>
    [columns.date, columns.narration, columns.credit, columns.reference ?? 0, columns.mark ?? 0].every((index) => index >= 0 && index < header.length);
  if (named && fits(named)) {
    await db().statementLayout.upsert({ where: { signature }, create: { signature, ...named }, update: named });
    return { headerRow, columns: named };
  }
  const layout = await db().statementLayout.findUnique({ where: { signature } });
  return layout && fits(layout)
    ? { headerRow, columns: { date: layout.date, narration: layout.narration, reference: layout.reference, credit: layout.credit, mark: layout.mark } }
    : null;
}

/** How many credits the statement's pages list at once: a year of a busy account is thousands. */
export const CREDITS_PAGE_SIZE = 50;
const NEWEST_FIRST = [{ on: "desc" }, { importedAt: "desc" }, { id: "desc" }] satisfies Prisma.StatementCreditOrderByWithRelationInput[];

/** The credits no donation has taken, and that the owner has not set aside as no donation. */
const TO_SETTLE = { donationId: null, setAsideAt: null } satisfies Prisma.StatementCreditWhereInput;
/** The credits no donation has taken that the owner set aside as no donation. */
const SET_ASIDE = { donationId: null, setAsideAt: { not: null } } satisfies Prisma.StatementCreditWhereInput;

/** How many credits of a waiting donation's amount are looked at for its match, newest first. */
const MOST_CANDIDATES = 2_000;

/**
 * The waiting donations the credits to settle match, and one page of the other credits to settle,
 * newest first, with how many there are in all and how many were set aside. A match is always of
 * the same amount, so only credits of the waiting donations' amounts are looked at, however old.
 */
export async function creditsToSettle(page: number) {
  const [waiting, setAside] = await Promise.all([
    db().donation.findMany({ where: { status: "new" }, select: { id: true, reference: true, amount: true, givenOn: true, name: true } }),
    db().statementCredit.count({ where: SET_ASIDE }),
  ]);
  // SQLite takes at most 32,766 values in one query; no trust waits on that many amounts.
  const amounts = [...new Set(waiting.map((donation) => donation.amount))].slice(0, 10_000);
  const credits = amounts.length
    ? await db().statementCredit.findMany({ where: { ...TO_SETTLE, amount: { in: amounts } }, orderBy: NEWEST_FIRST, take: MOST_CANDIDATES })
    : [];
  const matches = matchCredits(credits, waiting);
  const donationOf = new Map(waiting.map((donation) => [donation.id, donation]));
  return {
    matches: matches.map(({ credit, donationId, by }) => ({ credit, donation: donationOf.get(donationId), by })),
    unmatched: await creditsPage({ ...TO_SETTLE, id: { notIn: matches.map(({ credit }) => credit.id) } }, page),
    setAside,
  };
}

/** A credit as the owner's pages show it: its day and amount in her language. */
export function creditLine(credit: StatementCredit, lang: Lang): CreditLine {
  return {
    id: credit.id,
    on: readableDate(credit.on, lang),
    amount: indianNumber(credit.amount),
    what: credit.reference ?? credit.narration,
    narration: credit.narration,
  };
}

/** One page of the credits the owner set aside as no donation, newest first, with how many there are. */
export function creditsSetAside(page: number) {
  return creditsPage(SET_ASIDE, page);
}

async function creditsPage(where: Prisma.StatementCreditWhereInput, page: number) {
  const [credits, total] = await Promise.all([
    db().statementCredit.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * CREDITS_PAGE_SIZE, take: CREDITS_PAGE_SIZE }),
    db().statementCredit.count({ where }),
  ]);
  return { credits, total };
}

/**
 * Sets a credit no donation has taken aside as no donation, or puts it back among those to
 * settle; the same post twice does the same. Whether there was such a credit.
 */
export async function setCreditAside(id: string, aside: boolean): Promise<boolean> {
  const { count } = await db().statementCredit.updateMany({ where: { id, donationId: null }, data: { setAsideAt: aside ? new Date() : null } });
  return count === 1;
}

/** A credit the owner chose to record as a donation received: what it says, for the record form to start with. */
export function readCredit(id: string) {
  return db().statementCredit.findFirst({ where: { id, donationId: null } });
}
