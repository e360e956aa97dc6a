import { cashBeyondDeduction, financialYearOf, idNameOf, maskIdNumber, MODE_NAMES, PURPOSE_NAMES, receiptNumberOf } from "./donation";

// The year's register for the accountant: every donation given in the financial year, whatever
// became of it (waiting, verified, rejected, cancelled), one row each, with what the books need.
// Its totals count what the trust received: verified donations only.

type RegisterDonation = {
  receiptYear: string | null;
  receiptSerial: number | null;
  receiptDate: string | null;
  status: string;
  givenOn: string;
  name: string;
  address: string;
  idType: string;
  otherId: string | null;
  idNumber: string;
  amount: number;
  mode: string;
  reference: string | null;
  bank: string | null;
  instrumentOn: string | null;
  inKind: string | null;
  purpose: string;
  recordedBy: string;
  cancelledOn: string | null;
  cancelReason: string | null;
  erasedOn: string | null;
};

const REGISTER_COLUMNS = [
  "Receipt number",
  "Receipt date",
  "Status",
  "Date of the donation",
  "Donor",
  "Address",
  "ID document",
  "ID number",
  "Amount (Indian rupees)",
  "Mode",
  "UTR, cheque or draft number",
  "Bank of the cheque or draft",
  "Date on the cheque or draft",
  "Given in kind",
  "Purpose",
  "80G deduction",
  "Written by",
  "Cancelled on",
  "Why cancelled",
] as const;

const STATUS_NAMES: Record<string, string> = { new: "Waiting", verified: "Verified", rejected: "Rejected", cancelled: "Cancelled" };

/** Whether the donation earns the donor an 80G deduction: not cash above ₹2,000, not goods. */
function deductible(donation: Pick<RegisterDonation, "mode" | "amount">): boolean {
  return donation.mode !== "kind" && !cashBeyondDeduction(donation.mode, donation.amount);
}

/**
 * One row per donation. A PAN stays whole (the accountant files it); an Aadhaar or another document
 * shows its last four characters only; an erased donor's details are gone.
 */
export function registerRows(donations: RegisterDonation[]): (string | number)[][] {
  return [
    [...REGISTER_COLUMNS],
    ...donations.map((donation) => [
      receiptNumberOf(donation) ?? "",
      donation.receiptDate ?? "",
      STATUS_NAMES[donation.status] ?? donation.status,
      donation.givenOn,
      donation.erasedOn ? "(erased at the donor's request)" : donation.name,
      donation.address,
      donation.idNumber ? idNameOf(donation) : "",
      donation.idNumber && donation.idType !== "pan" ? maskIdNumber(donation.idType, donation.idNumber) : donation.idNumber,
      donation.amount,
      MODE_NAMES[donation.mode] ?? donation.mode,
      donation.reference ?? "",
      donation.bank ?? "",
      donation.instrumentOn ?? "",
      donation.inKind ?? "",
      PURPOSE_NAMES[donation.purpose] ?? donation.purpose,
      deductible(donation) ? "Yes" : "No",
      donation.recordedBy === "owner" ? "Owner (received in person)" : "Donor (donate page)",
      donation.cancelledOn ?? "",
      donation.cancelReason ?? "",
    ]),
  ];
}

type YearTotals = { year: string; donations: number; amount: number; byMode: [string, number][]; byPurpose: [string, number][]; waiting: number };

/** A financial year at a glance: what was received (verified donations), by mode and by purpose, and what still waits. */
export function yearTotals(year: string, donations: Pick<RegisterDonation, "status" | "givenOn" | "amount" | "mode" | "purpose">[]): YearTotals {
  const inYear = donations.filter((donation) => financialYearOf(donation.givenOn) === year);
  const received = inYear.filter((donation) => donation.status === "verified");
  const sumBy = (key: "mode" | "purpose") => {
    const sums = new Map<string, number>();
    for (const donation of received) sums.set(donation[key], (sums.get(donation[key]) ?? 0) + donation.amount);
    return [...sums.entries()].sort((a, b) => b[1] - a[1]);
  };
  return {
    year,
    donations: received.length,
    amount: received.reduce((sum, donation) => sum + donation.amount, 0),
    byMode: sumBy("mode"),
    byPurpose: sumBy("purpose"),
    waiting: inYear.filter((donation) => donation.status === "new").length,
  };
}
