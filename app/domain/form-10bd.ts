import { csvOf } from "./csv";
import { cashBeyondDeduction, type IdType, type Mode, type OtherId, type Purpose } from "./donation";

// Form 10BD, Part B: the statement of donors a trust with 80G files by 31 May for the year that
// ended on 31 March. The columns and the codes are those of the income-tax portal's CSV upload
// template ("Part-B Details of donors and donation") and its instructions' annexures: the codes
// are the texts of the template's drop-downs.

const FORM_10BD_COLUMNS = [
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

// A cheque or draft is "account payee cheque/draft": the portal counts it with the electronic
// modes. A donation in kind is not reported at all (reportable, below).
const electronicModes = "Electronic modes including account payee cheque/draft";
const MODES_OF_RECEIPT: Record<Exclude<Mode, "kind">, string> = {
  upi: electronicModes,
  bank: electronicModes,
  cheque: electronicModes,
  draft: electronicModes,
  cash: "Cash",
};

const SECTION_80G = "Section 80G";

/** A donation as Form 10BD reads it (the register's row, its ID number opened). */
type Donation = {
  name: string;
  address: string;
  idType: string;
  otherId: string | null;
  idNumber: string;
  donorKey: string | null;
  amount: number;
  mode: string;
  purpose: string;
};
type Registration = { reg80G: string | null; reg80GIssuedOn: string | null };

/** 2026-11-22 as the portal writes dates, 22-11-2026. */
function portalDate(iso: string | null): string {
  return iso ? iso.split("-").reverse().join("-") : "";
}

/**
 * Whether a donation belongs in the statement: cash above ₹2,000 earns no 80G deduction, and a donation
 * in kind none at all; a donation whose donor asked to be erased has no one left to report.
 */
function reportable(donation: Pick<Donation, "mode" | "amount" | "idNumber">): boolean {
  return donation.mode !== "kind" && !cashBeyondDeduction(donation.mode, donation.amount) && donation.idNumber !== "";
}

/** One line of the statement: a donor's donations of one type and one mode of receipt in the year. */
type StatementLine = { donation: Donation; type: string; mode: string; amount: number };

/**
 * The statement's lines. Rule 18AB(3) reports a donor's donations of the same nature together: one
 * line per donor (the same PAN or other ID number), donation type and mode of receipt, with
 * their sum, named as the donor's latest donation names them.
 */
export function statementLines(donations: Donation[]): StatementLine[] {
  const donorOf = (donation: Donation) => donation.donorKey ?? `${donation.idType}:${donation.idNumber}`;
  const reported = donations.filter(reportable);
  const latest = new Map(reported.map((donation) => [donorOf(donation), donation]));
  const lines = new Map<string, StatementLine>();
  for (const donation of reported) {
    const type = DONATION_TYPES[donation.purpose as Purpose] ?? "Others";
    const mode = MODES_OF_RECEIPT[donation.mode as Exclude<Mode, "kind">] ?? electronicModes;
    const key = [donorOf(donation), type, mode].join("|");
    const amount = (lines.get(key)?.amount ?? 0) + donation.amount;
    lines.set(key, { donation: latest.get(donorOf(donation)) ?? donation, type, mode, amount });
  }
  return [...lines.values()];
}

/** The rows of the statement, the header first. */
function form10bdRows(donations: Donation[], trust: Registration): string[][] {
  const rows = statementLines(donations).map(({ donation, type, mode, amount }, index) => [
    String(index + 1),
    "",
    ID_CODES[(donation.idType === "other" ? donation.otherId : donation.idType) as keyof typeof ID_CODES] ?? "",
    donation.idNumber,
    SECTION_80G,
    trust.reg80G ?? "",
    portalDate(trust.reg80GIssuedOn),
    donation.name,
    donation.address,
    type,
    mode,
    String(amount),
  ]);
  return [[...FORM_10BD_COLUMNS], ...rows];
}

/** The statement as the portal's CSV upload takes it. */
export function form10bdCsv(donations: Donation[], trust: Registration): string {
  return csvOf(form10bdRows(donations, trust));
}
