import { cashBeyondDeduction, financialYearOf, idNameOf, maskIdNumber, MODE_NAMES, PURPOSE_NAMES, receiptNumberOf } from "./donation";

// The year's register for the accountant: every gift given in the financial year, whatever
// became of it (waiting, verified, rejected, cancelled), one row each, with what the books need.
// Its totals count what the trust received: verified gifts only.

type RegisterGift = {
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

export const REGISTER_COLUMNS = [
  "Receipt number",
  "Receipt date",
  "Status",
  "Date of the gift",
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

/** Whether the gift earns the donor an 80G deduction: not cash above ₹2,000, not goods. */
function deductible(gift: Pick<RegisterGift, "mode" | "amount">): boolean {
  return gift.mode !== "kind" && !cashBeyondDeduction(gift.mode, gift.amount);
}

/**
 * One row per gift. A PAN stays whole (the accountant files it); an Aadhaar or another document
 * shows its last four characters only; an erased donor's details are gone.
 */
export function registerRows(gifts: RegisterGift[]): (string | number)[][] {
  return [
    [...REGISTER_COLUMNS],
    ...gifts.map((gift) => [
      receiptNumberOf(gift) ?? "",
      gift.receiptDate ?? "",
      STATUS_NAMES[gift.status] ?? gift.status,
      gift.givenOn,
      gift.erasedOn ? "(erased at the donor's request)" : gift.name,
      gift.address,
      gift.idNumber ? idNameOf(gift) : "",
      gift.idNumber && gift.idType !== "pan" ? maskIdNumber(gift.idType, gift.idNumber) : gift.idNumber,
      gift.amount,
      MODE_NAMES[gift.mode] ?? gift.mode,
      gift.reference ?? "",
      gift.bank ?? "",
      gift.instrumentOn ?? "",
      gift.inKind ?? "",
      PURPOSE_NAMES[gift.purpose] ?? gift.purpose,
      deductible(gift) ? "Yes" : "No",
      gift.recordedBy === "owner" ? "Owner (received in person)" : "Donor (donate page)",
      gift.cancelledOn ?? "",
      gift.cancelReason ?? "",
    ]),
  ];
}

export type YearTotals = { year: string; gifts: number; amount: number; byMode: [string, number][]; byPurpose: [string, number][]; waiting: number };

/** A financial year at a glance: what was received (verified gifts), by mode and by purpose, and what still waits. */
export function yearTotals(year: string, gifts: Pick<RegisterGift, "status" | "givenOn" | "amount" | "mode" | "purpose">[]): YearTotals {
  const inYear = gifts.filter((gift) => financialYearOf(gift.givenOn) === year);
  const received = inYear.filter((gift) => gift.status === "verified");
  const sumBy = (key: "mode" | "purpose") => {
    const sums = new Map<string, number>();
    for (const gift of received) sums.set(gift[key], (sums.get(gift[key]) ?? 0) + gift.amount);
    return [...sums.entries()].sort((a, b) => b[1] - a[1]);
  };
  return {
    year,
    gifts: received.length,
    amount: received.reduce((sum, gift) => sum + gift.amount, 0),
    byMode: sumBy("mode"),
    byPurpose: sumBy("purpose"),
    waiting: inYear.filter((gift) => gift.status === "new").length,
  };
}
