import { onOneLine } from "./trust";
import { cashBeyondDeduction, startsAsFormula, type IdType, type Mode, type OtherId, type Purpose } from "./donation";

// Form 10BD, Part B: the statement of donors a trust with 80G files by 31 May for the year that
// ended on 31 March. The columns and the codes are those of the income-tax portal's CSV upload
// template ("Part-B Details of donors and donation") and its instructions' annexures: the codes
// are the texts of the template's drop-downs.

export const FORM_10BD_COLUMNS = [
  "Sr. No.",
  "Pre Acknowledgement Number",
  "ID Code",
  "Unique Identification Number",
  "Section Code",
  "Unique Registration Number (URN)",
  "Date of Issuance of Unique Registration Number",
  "Name of donor",
  "Address of donor",
  "Donation Type",
  "Mode of receipt",
  "Amount of donation (Indian rupees)",
] as const;

const ID_CODES: Record<Exclude<IdType, "other"> | OtherId, string> = {
  pan: "Permanent Account Number",
  aadhaar: "Aadhaar Number",
  tin: "Tax Identification Number",
  passport: "Passport number",
  voter: "Elector's photo identity number",
  driving: "Driving License number",
  ration: "Ration card number",
};

const DONATION_TYPES: Record<Purpose, string> = { corpus: "Corpus", specific: "Specific grant", others: "Others" };

// A cheque is "account payee cheque/draft": the portal counts it with the electronic modes.
const MODES_OF_RECEIPT: Record<Mode, string> = {
  upi: "Electronic modes including account payee cheque/draft",
  bank: "Electronic modes including account payee cheque/draft",
  cheque: "Electronic modes including account payee cheque/draft",
  cash: "Cash",
};

export const SECTION_80G = "Section 80G";

type Gift = { name: string; address: string; idType: string; otherId: string | null; idNumber: string; amount: number; mode: string; purpose: string };
type Registration = { reg80G: string | null; reg80GIssuedOn: string | null };

/** 2026-11-22 as the portal writes dates, 22-11-2026. */
function portalDate(iso: string | null): string {
  return iso ? iso.split("-").reverse().join("-") : "";
}

/**
 * A cell as CSV writes it. Text that a spreadsheet would run as a formula (= + - @, a tab or a
 * carriage return first) is marked as text with a leading apostrophe, as spreadsheets read it,
 * so what the donor wrote is kept whole and never run. The donate form refuses such a name or
 * address already; this holds for whatever reaches the file.
 */
function cell(value: string | number): string {
  const line = onOneLine(String(value));
  const text = typeof value === "string" && startsAsFormula(line) ? `'${line}` : line;
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Whether a gift belongs in the statement: cash above ₹2,000 earns no 80G deduction. */
export function reportable(gift: Pick<Gift, "mode" | "amount">): boolean {
  return !cashBeyondDeduction(gift.mode, gift.amount);
}

/** The rows of the statement, the header first. */
export function form10bdRows(gifts: Gift[], trust: Registration): string[][] {
  const rows = gifts.filter(reportable).map((gift, index) => [
    String(index + 1),
    "",
    ID_CODES[(gift.idType === "other" ? gift.otherId : gift.idType) as keyof typeof ID_CODES] ?? "",
    gift.idNumber,
    SECTION_80G,
    trust.reg80G ?? "",
    portalDate(trust.reg80GIssuedOn),
    gift.name,
    gift.address,
    DONATION_TYPES[gift.purpose as Purpose] ?? "Others",
    MODES_OF_RECEIPT[gift.mode as Mode] ?? "Others",
    String(gift.amount),
  ]);
  return [[...FORM_10BD_COLUMNS], ...rows];
}

/** The statement as the portal's CSV upload takes it. */
export function form10bdCsv(gifts: Gift[], trust: Registration): string {
  return form10bdRows(gifts, trust).map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
