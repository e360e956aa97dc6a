import { z } from "zod";
import { calendarDay } from "./calendar-day";
import {
  type Declaration,
  type DeclarationField,
  type Declarer,
  DONATION,
  ID_TYPES,
  type IdType,
  MODES,
  normaliseIdNumber,
  OTHER_IDS,
  passesVerhoeff,
  type Problem,
  PURPOSES,
  RECEIVED_MODES,
  startsAsFormula,
} from "./donation";

// A declaration read and checked: the donate page's, or a donation the owner records. On the
// server only, so the rules that need zod stay out of the owner's pages' script.

function idNumberProblem(idType: IdType, idNumber: string): Problem | null {
  if (idType === "pan") return /^[A-Z]{5}\d{4}[A-Z]$/.test(idNumber) ? null : "pan";
  if (idType === "aadhaar") {
    if (!/^[2-9]\d{11}$/.test(idNumber)) return "aadhaar";
    return passesVerhoeff(idNumber) ? null : "aadhaarCheck";
  }
  return /^[A-Za-z0-9/]{5,30}$/.test(idNumber) ? null : "otherId";
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

// A name begins with a letter, in any script; invisible characters alone are none.
const NAME_START = /^\p{L}/u;

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
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** A phone of ten digits (with or without +91) or an e-mail address. */
function readContact(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, "").replace(/^(?:\+?91|0)(?=\d{10}$)/, "");
  if (/^[6-9]\d{9}$/.test(digits)) return digits;
  return z.string().email().safeParse(value).success ? value : null;
}

type DeclarationCheck = { ok: true; value: Declaration } | { ok: false; problems: Partial<Record<DeclarationField, Problem>> };

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
