import { calendarDay } from "./calendar-day";
import { z } from "zod";
import { type Lang, textsOf } from "~/i18n/texts";

// A donation as the donor declares it, and the income-tax rules it meets: what a donor may declare,
// how an ID number is shown, which financial year a donation falls in. Shared by the donate page,
// the owner's register, the receipt and the Form 10BD file.

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

function idNumberProblem(idType: IdType, idNumber: string): Problem | null {
  if (idType === "pan") return /^[A-Z]{5}\d{4}[A-Z]$/.test(idNumber) ? null : "pan";
  if (idType === "aadhaar") {
    if (!/^[2-9]\d{11}$/.test(idNumber)) return "aadhaar";
    return passesVerhoeff(idNumber) ? null : "aadhaarCheck";
  }
  return /^[A-Za-z0-9/]{5,30}$/.test(idNumber) ? null : "otherId";
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

function yearsBefore(today: string, years: number): string {
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

const problem = (message: Problem) => ({ message });

// What a donor types is kept as typed, or refused with a reason: never a control character (NUL
// among them), half of a surrogate pair, or the "�" a browser sends for bytes that were no UTF-8.
// A line break and a tab are text in an address.
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;
const readable = (value: string) => value.isWellFormed() && !UNREADABLE.test(value);

/** Digits typed in Devanagari (१००) are the same digits: a number field reads them as 0-9. */
function westernDigits(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966)) : value;
}

/** What the donor typed, trimmed; refused when it holds what cannot be kept. */
const typedText = z
  .string({ required_error: "required", invalid_type_error: "required" })
  .refine(readable, problem("unreadable"))
  .transform((value) => value.trim());
/** The same, for a field of digits (an amount, an ID or phone number, a reference). */
const typedDigits = z.preprocess(westernDigits, typedText);
const filled = (max: number) => z.string().min(1, problem("required")).max(max, problem("tooLong"));
const said = (max: number) => typedText.pipe(filled(max));
const numberSaid = (max: number) => typedDigits.pipe(filled(max));

// A spreadsheet runs a cell that begins with = + - or @ (or a tab or a carriage return) as a
// formula: Form 10BD's file guards every cell, and the donor's form refuses such a name or
// address where it is typed. A name begins with a letter, in any script; invisible characters
// alone are none.
const NAME_START = /^\p{L}/u;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would run this text as a formula. */
export function startsAsFormula(text: string): boolean {
  return FORMULA_START.test(text);
}
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    errorMap: (issue) => ({
      message: issue.code === "invalid_type" ? "required" : "choose",
    }),
  });

/** What the form sends, each field checked on its own; the rules between fields follow. */
const fields = z.object({
  name: said(200).refine((name) => NAME_START.test(name), problem("nameStart")),
  address: said(1000).refine((address) => !startsAsFormula(address), problem("addressStart")),
  idType: oneOf(ID_TYPES),
  otherId: z.preprocess((value) => (value === "" ? undefined : value), oneOf(OTHER_IDS).optional()),
  idNumber: numberSaid(40),
  amount: numberSaid(20)
    .transform((value) => value.replace(/[,\s₹]/g, ""))
    .pipe(z.string().regex(/^\d{1,12}$/, problem("amount")))
    .transform(Number)
    .pipe(z.number().min(DONATION.minRupees, problem("amountRange")).max(DONATION.maxRupees, problem("amountRange"))),
  date: z
    .string({ required_error: "required" })
    .trim()
    .min(1, problem("required"))
    .regex(/^\d{4}-\d{2}-\d{2}$/, problem("date")),
  mode: oneOf(RECEIVED_MODES),
  reference: typedDigits.pipe(z.string().max(60, problem("tooLong"))).optional(),
  purpose: oneOf(PURPOSES),
  contact: numberSaid(120),
  consent: z.string({ required_error: "consent" }).min(1, problem("consent")),
  bank: typedText.pipe(z.string().max(200, problem("tooLong"))).optional(),
  instrumentOn: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, problem("date"))
    .optional(),
  inKind: typedText.pipe(z.string().max(500, problem("tooLong"))).optional(),
});

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && calendarDay(parsed) === value;
};

/** A phone of ten digits (with or without +91) or an e-mail address. */
function readContact(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, "").replace(/^(?:\+?91|0)(?=\d{10}$)/, "");
  if (/^[6-9]\d{9}$/.test(digits)) return digits;
  return z.string().email().safeParse(value).success ? value : null;
}

export type DeclarationCheck = { ok: true; value: Declaration } | { ok: false; problems: Partial<Record<DeclarationField, Problem>> };

type Fields = z.infer<typeof fields>;

/**
 * Checks a declaration as the donate form sent it, or a donation the owner records (who may give a
 * draft or goods in kind, with a cheque's bank and date, and whose donor may have no phone or
 * e-mail); each refused field says why, all at once.
 */
export function readDeclaration(sent: Record<string, string>, today: Date = new Date(), declarer: Declarer = "donor"): DeclarationCheck {
  const problems: Partial<Record<DeclarationField, Problem>> = {};
  const read = <K extends keyof Fields>(field: K): Fields[K] | undefined => {
    const parsed = fields.shape[field].safeParse(sent[field]);
    if (parsed.success) return parsed.data as Fields[K];
    problems[field] = (parsed.error.issues[0]?.message as Problem | undefined) ?? "required";
    return undefined;
  };
  const [name, address, idType, otherId, rawIdNumber, amount, date, mode, reference, purpose, rawContact] = [
    read("name"),
    read("address"),
    read("idType"),
    read("otherId"),
    read("idNumber"),
    read("amount"),
    read("date"),
    read("mode"),
    read("reference"),
    read("purpose"),
    read("contact"),
  ];
  if (declarer === "donor") read("consent");
  const [bank, instrumentOn, inKind] = [read("bank"), read("instrumentOn"), read("inKind")];
  if (declarer === "donor" && mode && !(MODES as readonly string[]).includes(mode)) problems.mode = "choose";
  if (mode === "kind" && !inKind) problems.inKind = "inKind";
  if (instrumentOn && !isRealDate(instrumentOn)) problems.instrumentOn = "date";
  const idNumber = idType && rawIdNumber ? normaliseIdNumber(idType, rawIdNumber) : undefined;
  const idProblem = idType && idNumber ? idNumberProblem(idType, idNumber) : null;
  if (idProblem) problems.idNumber = idProblem;
  if (idType === "other" && !otherId && !problems.otherId) problems.otherId = "choose";
  const day = calendarDay(today);
  if (date !== undefined) {
    if (!isRealDate(date)) problems.date = "date";
    else if (date > day) problems.date = "dateFuture";
    else if (date < yearsBefore(day, DONATION.yearsBack)) problems.date = "dateOld";
  }
  if (mode === "cash" && amount !== undefined && amount >= DONATION.cashRefusedFrom) problems.amount = "cashRefused";
  const byOwnerWithoutContact = declarer === "owner" && (sent.contact ?? "").trim() === "";
  if (byOwnerWithoutContact) delete problems.contact;
  const contact = byOwnerWithoutContact ? "" : rawContact === undefined ? null : readContact(rawContact);
  if (!byOwnerWithoutContact && rawContact !== undefined && !contact) problems.contact = "contact";
  const complete = name && address && idType && idNumber && amount !== undefined && date && mode && purpose && contact !== null;
  if (Object.keys(problems).length > 0 || !complete) return { ok: false, problems };
  return {
    ok: true,
    value: {
      name,
      address,
      idType,
      otherId: idType === "other" ? (otherId ?? null) : null,
      idNumber,
      amount,
      givenOn: date,
      mode,
      reference: reference ? reference : null,
      purpose,
      contact,
      bank: (mode === "cheque" || mode === "draft") && bank ? bank : null,
      instrumentOn: (mode === "cheque" || mode === "draft") && instrumentOn ? instrumentOn : null,
      inKind: mode === "kind" && inKind ? inKind : null,
    },
  };
}

/** A contact given as a phone (ten digits), for a WhatsApp link; null for an e-mail address. */
export function phoneOfContact(contact: string): string | null {
  return /^\d{10}$/.test(contact) ? contact : null;
}
