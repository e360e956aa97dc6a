// A bank statement as the large Indian banks export it (CSV or Excel: a few lines about the
// account, then a table of date, narration, reference or cheque number, debit, credit, balance),
// read into the credits the trust received, and those credits matched to the donations that wait to
// be verified: by UTR or cheque number first, else by amount and a date within three days.

/**
 * Which column holds what; `reference` is optional (some banks keep it in the narration). Where
 * one amount column holds money in and out alike, `credit` is that column and `mark` the one that
 * says Dr or Cr; with separate debit and credit columns `mark` is null.
 */
export type StatementColumns = { date: number; narration: number; reference: number | null; credit: number; mark: number | null };

/** A credit on the statement: money that came in. */
export type Credit = { on: string; narration: string; reference: string | null; amount: number };

export type Cell = string | number | Date | null;

const HEADERS: Record<keyof StatementColumns | "amount", string[]> = {
  date: ["txndate", "transactiondate", "trandate", "postingdate", "postdate", "txnposteddate", "transactionposteddate", "date", "valuedate", "valuedt"],
  narration: [
    "narration",
    "naration",
    "description",
    "transactiondescription",
    "particulars",
    "transactionparticulars",
    "transactionremarks",
    "remarks",
    "narrative",
    "transactiondetails",
    "details",
  ],
  reference: [
    "refnochequeno",
    "chqrefno",
    "refchqno",
    "chequerefno",
    "chequeno",
    "chequenumber",
    "chqno",
    "referenceno",
    "refno",
    "utr",
    "utrno",
    "utrnumber",
    "instrumentno",
    "transactionid",
  ],
  credit: [
    "credit",
    "credits",
    "creditamount",
    "creditamt",
    "cramount",
    "deposit",
    "deposits",
    "depositamt",
    "depositamount",
    "depositamountinr",
    "creditinr",
    "cr",
  ],
  // One amount column for money in and out, read only beside a column that marks each line Dr or Cr.
  amount: ["amount", "amountinr", "transactionamount", "txnamount", "amt"],
  mark: ["drcr", "crdr", "drorcr", "crordr", "debitcredit", "creditdebit", "drcrindicator", "crdrindicator", "dc", "cd"],
};

/** A header as compared: lower case, letters only ("Deposit Amt." is "depositamt"). */
function headerWord(cell: Cell): string {
  return String(cell ?? "")
    .toLowerCase()
    .replace(/\(.*?\)|[^a-z]/g, "");
}

/** The columns of a header row, when it names at least a date, a narration and a credit (or an amount with its Dr/Cr mark). */
export function columnsOf(header: Cell[]): StatementColumns | null {
  const words = header.map(headerWord);
  // Earlier names in each list win: a transaction date before a value date.
  const find = (field: keyof typeof HEADERS) => {
    for (const name of HEADERS[field]) {
      const index = words.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  const [date, narration, reference, credit, amount, mark] = [find("date"), find("narration"), find("reference"), find("credit"), find("amount"), find("mark")];
  const money = credit >= 0 ? { credit, mark: null } : amount >= 0 && mark >= 0 ? { credit: amount, mark } : null;
  return date >= 0 && narration >= 0 && money ? { date, narration, reference: reference >= 0 ? reference : null, ...money } : null;
}

/** Whether a Dr/Cr column's cell marks money that came in: "Cr", "CR.", "C", "Credit" (and Hindi's "जमा"). */
export function marksCredit(cell: Cell): boolean {
  return /^(cr|c|credit|जमा)\.?$/i.test(String(cell ?? "").trim());
}

/** Where the table starts: the first of the first 40 rows that reads as its header, and its columns. */
export function findTable(rows: Cell[][]): { headerRow: number; columns: StatementColumns } | null {
  for (const [index, row] of rows.slice(0, 40).entries()) {
    const columns = columnsOf(row);
    if (columns) return { headerRow: index, columns };
  }
  return null;
}

/** The row most likely to be the header, for the owner to name its columns: the first with three or more cells filled; -1 for no table at all. */
export function likelyHeader(rows: Cell[][]): number {
  return rows.slice(0, 40).findIndex((row) => row.filter((cell) => String(cell ?? "").trim() !== "").length >= 3);
}

/** A header row's signature: the same bank's statements share it, so named columns are remembered by it. */
export function headerSignature(header: Cell[]): string {
  return header.map(headerWord).join("|").slice(0, 500);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The time some banks write after a line's date ("10:15", "10:15:33", "10:15 AM"): the day is what counts. */
const TIME_AFTER = /\s+\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i;

/**
 * A statement's date as a calendar day: 26/11/2026, 26-11-26, 26-Nov-2026, 26 Nov 2026,
 * Nov 26, 2026, 2026-11-26, 2026/11/26, any of them with a time after it, or a spreadsheet's date.
 */
export function statementDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  const text = String(cell ?? "")
    .trim()
    .replace(TIME_AFTER, "");
  const yearFirst = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text);
  if (yearFirst) return real(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (numeric) return real(fullYear(numeric[3] ?? ""), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})[\s/-]([A-Za-z]{3})[a-z]*[\s/-](\d{2}|\d{4})$/.exec(text);
  if (named) return real(fullYear(named[3] ?? ""), monthOf(named[2]), Number(named[1]));
  const monthFirst = /^([A-Za-z]{3})[a-z]*\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (monthFirst) return real(Number(monthFirst[3]), monthOf(monthFirst[1]), Number(monthFirst[2]));
  return null;
}

function monthOf(name: string | undefined): number {
  return MONTHS.indexOf((name ?? "").toLowerCase()) + 1;
}

function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

function real(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
}

/** A credit amount in whole rupees ("1,23,456.00", "2500", "Rs. 500/-", "500.00 Cr", 2500): null for an empty cell or none at all. */
export function statementAmount(cell: Cell): number | null {
  if (typeof cell === "number") return cell > 0 ? Math.round(cell) : null;
  const text = String(cell ?? "").replace(/[,\s₹]|cr\.?$|inr|^rs\.?|\/-$/gi, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Math.round(Number(text));
  return amount > 0 ? amount : null;
}

/** A line with money in whose day cannot be read, as the owner is shown it. */
export type UnreadLine = { day: string; narration: string; amount: number };

/** What a day's cell holds on the lines that are no transaction's: a total, a balance, a summary. */
const NOT_A_DAY = /^[\d.,\s₹()-]*$|total|balance|summary|opening|closing/i;

/**
 * The credits of a statement's table: the rows under the header with a day and money that came
 * in. A line with money in whose day cannot be read is no credit, so it is given back as unread,
 * for the owner to see rather than lose without a word; a day's cell that holds no day at all
 * (a total, a balance, a number) is no such line.
 */
export function creditsOf(rows: Cell[][], headerRow: number, columns: StatementColumns): { credits: Credit[]; unread: UnreadLine[] } {
  const credits: Credit[] = [];
  const unread: UnreadLine[] = [];
  for (const row of rows.slice(headerRow + 1)) {
    const amount = statementAmount(row[columns.credit] ?? null);
    if (amount === null || (columns.mark !== null && !marksCredit(row[columns.mark] ?? null))) continue;
    const on = statementDate(row[columns.date] ?? null);
    const narration = String(row[columns.narration] ?? "").trim();
    if (!on) {
      const day = String(row[columns.date] ?? "").trim();
      if (!NOT_A_DAY.test(day)) unread.push({ day, narration, amount });
      continue;
    }
    const reference = columns.reference === null ? "" : String(row[columns.reference] ?? "").trim();
    credits.push({
      on,
      narration: narration.slice(0, 500),
      reference: reference && !/^0+$/.test(reference) ? reference.slice(0, 60) : null,
      amount,
    });
  }
  return { credits, unread };
}

/** A reference as compared: upper case, letters and digits only. */
function compact(reference: string): string {
  return reference.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/**
 * The references a credit carries: its reference column, and the numbers in its narration that
 * can be a UTR (UPI's 12 digits, NEFT's 16 and RTGS's 22 characters) or a cheque's 6 digits.
 */
function referencesOf(credit: Credit): Set<string> {
  const found = new Set<string>();
  if (credit.reference) found.add(compact(credit.reference));
  for (const token of credit.narration.toUpperCase().split(/[^A-Z0-9]+/)) {
    if (/\d/.test(token) && (token.length >= 12 || /^\d{6}$/.test(token))) found.add(token);
  }
  return found;
}

type WaitingDonation = { id: string; reference: string | null; amount: number; givenOn: string };
type Match<T extends Credit> = { credit: T; donationId: string; by: "reference" | "amount" };

const dayGap = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * Each credit's waiting donation, each donation taken once: first every credit whose UTR or cheque
 * number is the donation's reference (and whose amount is the donation's), then by the same amount and
 * a date at most three days apart, the nearest date first.
 */
export function matchCredits<T extends Credit>(credits: T[], waiting: WaitingDonation[]): Match<T>[] {
  const taken = new Set<string>();
  const matched = new Map<T, Match<T>>();
  for (const credit of credits) {
    const references = referencesOf(credit);
    const donation = waiting.find(
      (candidate) => !taken.has(candidate.id) && candidate.reference && candidate.amount === credit.amount && references.has(compact(candidate.reference)),
    );
    if (donation) {
      taken.add(donation.id);
      matched.set(credit, { credit, donationId: donation.id, by: "reference" });
    }
  }
  for (const credit of credits.filter((credit) => !matched.has(credit))) {
    const donation = waiting
      .filter((candidate) => !taken.has(candidate.id) && candidate.amount === credit.amount && dayGap(candidate.givenOn, credit.on) <= 3)
      .sort((a, b) => dayGap(a.givenOn, credit.on) - dayGap(b.givenOn, credit.on))[0];
    if (donation) {
      taken.add(donation.id);
      matched.set(credit, { credit, donationId: donation.id, by: "amount" });
    }
  }
  return credits.flatMap((credit) => matched.get(credit) ?? []);
}

/** A bank statement's credit as the owner's pages show it: its day and amount in her language, and the bank's narration. */
export type CreditLine = { id: string; on: string; amount: string; what: string; narration: string };
