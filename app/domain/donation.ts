import { type Lang, textsOf } from "~/i18n/texts";

// A donation as the donor declares it, and the income-tax rules it meets: what a donor may declare,
// how an ID number is shown, which financial year a donation falls in. Shared by the donate page,
// the owner's register, the receipt and the Form 10BD file, in the browser too: how a declaration
// is read and checked is declaration.server.ts, which keeps zod out of the owner's first download.

export const ID_TYPES = ["pan", "aadhaar", "other"] as const;
/** The documents the income-tax portal takes from a donor who has neither PAN nor Aadhaar. */
export const OTHER_IDS = ["passport", "voter", "driving", "ration", "tin"] as const;
/** How a donor may say they gave, on the donate page. */
export const MODES = ["upi", "bank", "cheque", "cash"] as const;
/** How a donation may reach the trust, as the owner records one received in person: a draft, or goods in kind, too. */
export const RECEIVED_MODES = [...MODES, "draft", "kind"] as const;
export const PURPOSES = ["corpus", "specific", "others"] as const;
export const STATUSES = ["new", "verified", "rejected", "cancelled"] as const;

export type IdType = (typeof ID_TYPES)[number];
export type OtherId = (typeof OTHER_IDS)[number];
export type Mode = (typeof RECEIVED_MODES)[number];
export type Purpose = (typeof PURPOSES)[number];
export type DonationStatus = (typeof STATUSES)[number];

export const DONATION = {
  minRupees: 1,
  maxRupees: 10_00_00_000,
  /** Cash above this gets no 80G deduction (section 80G(5D)). */
  cashDeductibleUpTo: 2_000,
  /** Cash of this much or more may not be taken at all (section 269ST). */
  cashRefusedFrom: 2_00_000,
  /** How far back a donation may be declared. */
  yearsBack: 2,
} as const;

// How a donation's details read in English, on the owner's register and on the receipt alike.
const ID_NAMES: Record<Exclude<IdType, "other"> | OtherId, string> = {
  pan: "PAN",
  aadhaar: "Aadhaar",
  passport: "Passport",
  voter: "Voter ID (EPIC)",
  driving: "Driving licence",
  ration: "Ration card",
  tin: "Tax identification number",
};
export const MODE_NAMES: Record<string, string> = { upi: "UPI", bank: "Bank transfer", cheque: "Cheque", cash: "Cash", draft: "Demand draft", kind: "In kind" };
export const PURPOSE_NAMES: Record<string, string> = { corpus: "Towards the corpus of the trust", specific: "For a specific purpose", others: "Others" };

/** The name of the document a donation's ID number is from: PAN, Aadhaar, or the other document the donor named. */
export function idNameOf(donation: DonorId): string {
  return nameOfId(ID_NAMES, donation);
}

type DonorId = { idType: string; otherId: string | null };

function nameOfId(names: Record<string, string>, donation: DonorId): string {
  return names[(donation.idType === "other" ? donation.otherId : donation.idType) ?? ""] ?? "ID";
}

/**
 * A donation's mode, purpose and ID document as the owner's register says them: the receipt's words
 * in English, the donate form's in Hindi.
 */
export function donationWords(lang: Lang) {
  const hindi = textsOf("hi").declare;
  const names: { modes: Record<string, string>; purposes: Record<string, string>; ids: Record<string, string> } =
    lang === "en"
      ? { modes: MODE_NAMES, purposes: PURPOSE_NAMES, ids: ID_NAMES }
      : { modes: hindi.modes, purposes: hindi.purposes, ids: { ...hindi.idTypes, ...hindi.otherIds } };
  return {
    mode: (mode: string) => names.modes[mode] ?? mode,
    purpose: (purpose: string) => names.purposes[purpose] ?? purpose,
    id: (donation: DonorId) => nameOfId(names.ids, donation),
  };
}

/** How many declarations one address may send in a window, to keep bots out. */
export const DECLARATION_LIMIT = { count: 5, windowMinutes: 60 } as const;

/**
 * Why a field of the declaration was refused: a key the page turns into its language's
 * sentence (the catalogue's donate.problems).
 */
export type Problem =
  | "required"
  | "tooLong"
  | "choose"
  | "pan"
  | "aadhaar"
  | "aadhaarCheck"
  | "otherId"
  | "amount"
  | "amountRange"
  | "date"
  | "dateFuture"
  | "dateOld"
  | "cashRefused"
  | "contact"
  | "consent"
  | "unreadable"
  | "nameStart"
  | "addressStart"
  | "inKind";

export type Declaration = {
  name: string;
  address: string;
  idType: IdType;
  otherId: OtherId | null;
  idNumber: string;
  amount: number;
  givenOn: string;
  mode: Mode;
  reference: string | null;
  purpose: Purpose;
  contact: string;
  /** A cheque's or draft's bank, and its date. */
  bank: string | null;
  instrumentOn: string | null;
  /** What a donation in kind was; its value is the amount. */
  inKind: string | null;
};

export type DeclarationField = keyof Declaration | "date" | "consent";

/** Who fills the form: a donor on the donate page, or the owner recording a donation received in person. */
export type Declarer = "donor" | "owner";

// Verhoeff's check digit, which Aadhaar numbers carry: it catches every single mistyped digit and
// every swap of two neighbours. Its product is that of the symmetries of a pentagon (0–4 turn it,
// 5–9 turn and flip it), and the digit in each place is first shuffled by one fixed permutation,
// once more for each place from the right (the shuffle comes back to itself after eight).
function pentagonProduct(j: number, k: number): number {
  const turn = (steps: number) => ((steps % 5) + 5) % 5;
  if (j < 5) return k < 5 ? turn(j + k) : 5 + turn(j + k);
  return k < 5 ? 5 + turn(j - k) : turn(j - k);
}

const SHUFFLE = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];

function shuffled(digit: number, times: number): number {
  return times === 0 ? digit : shuffled(SHUFFLE[digit]!, times - 1);
}

/** True when the digits pass Verhoeff's check (the last digit is the check digit). */
export function passesVerhoeff(digits: string): boolean {
  const check = [...digits].reverse().reduce((check, digit, place) => pentagonProduct(check, shuffled(Number(digit), place % 8)), 0);
  return check === 0;
}

/** An ID number as it is kept: PAN upper-cased, Aadhaar as its 12 digits, any other as typed without blanks. */
export function normaliseIdNumber(idType: IdType, value: string): string {
  const compact = value.replace(/[\s-]/g, "");
  return idType === "pan" ? compact.toUpperCase() : compact;
}

/** An ID number where it is not needed in full: ABCDE****F, XXXX XXXX 1234, ******7890. */
export function maskIdNumber(idType: string, idNumber: string): string {
  if (idType === "pan" && idNumber.length === 10) return `${idNumber.slice(0, 5)}****${idNumber.slice(9)}`;
  if (idType === "aadhaar" && idNumber.length === 12) return `XXXX XXXX ${idNumber.slice(8)}`;
  return `${"*".repeat(Math.max(idNumber.length - 4, 2))}${idNumber.slice(-4)}`;
}

/** The financial year (April to March) a date falls in: 2026-11-22 is 2026-27. */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const start = Number(isoDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first and last day of a financial year such as 2026-27, or null for anything else. */
export function financialYearSpan(year: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(year);
  if (!match) return null;
  const start = Number(match[1]);
  if (String((start + 1) % 100).padStart(2, "0") !== match[2]) return null;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** A receipt number: the financial year and the donation's place in it, 2026-27/0001. */
export function receiptNumber(year: string, serial: number): string {
  return `${year}/${String(serial).padStart(4, "0")}`;
}

/** A donation's receipt number, or null for a donation never numbered. */
export function receiptNumberOf(donation: { receiptYear: string | null; receiptSerial: number | null }): string | null {
  return donation.receiptYear && donation.receiptSerial ? receiptNumber(donation.receiptYear, donation.receiptSerial) : null;
}

/** The language the donor used (the page they declared on): their receipt's e-mail and thanks are in it. */
export function donorLangOf(donation: { lang: string }): Lang {
  return donation.lang === "hi" ? "hi" : "en";
}

/** True when a cash donation is too large for an 80G deduction, though it may be taken. */
export function cashBeyondDeduction(mode: string, amount: number): boolean {
  return mode === "cash" && amount > DONATION.cashDeductibleUpTo;
}

/** Form 10BD is due by 31 May for the year that ended on 31 March: the reminder shows from 1 April. */
export function form10bdDue(today: string): string | null {
  const month = Number(today.slice(5, 7));
  return month >= 4 && month <= 5 ? financialYearOf(`${Number(today.slice(0, 4)) - 1}-04-01`) : null;
}

// A spreadsheet runs a cell that begins with = + - or @ (or a tab or a carriage return) as a
// formula: Form 10BD's file guards every cell, and the donor's form refuses such an address where
// it is typed.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would run this text as a formula. */
export function startsAsFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** A contact given as a phone (ten digits), for a WhatsApp link; null for an e-mail address. */
export function phoneOfContact(contact: string): string | null {
  return /^\d{10}$/.test(contact) ? contact : null;
}
