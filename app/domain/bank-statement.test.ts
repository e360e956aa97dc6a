import { describe, expect, it } from "vitest";
import { creditsOf, findTable, marksCredit, matchCredits, statementAmount, statementDate } from "./bank-statement";

// The two shapes the browser tests use too: SBI's CSV and HDFC's Excel export, a few lines about
// the account first, then the table.
const SBI = [
  ["Account Name", ":", "GRAMIN JYOTI TRUST"],
  ["Account Number", ":", "00000012345678901"],
  [],
  ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
  ["24 Nov 2026", "24 Nov 2026", "BY TRANSFER-UPI/CR/432198765432/RAMESH KUMAR/SBIN", "TRANSFER FROM 3199", "", "12,500.00", "1,12,500.00"],
  ["25 Nov 2026", "25 Nov 2026", "CLEARING-CHQ 004512 BANK OF BARODA", "004512", "", "5,000.00", "1,17,500.00"],
  ["25 Nov 2026", "25 Nov 2026", "ATM WDL", "", "2,000.00", "", "1,15,500.00"],
];
const HDFC = [
  ["HDFC BANK Ltd.", "", "", "", "", "", ""],
  ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
  ["23/11/26", "NEFT CR-SBIN0001234-SITA DEVI-N326261234567890", "N326261234567890", "23/11/26", "", "700.00", "50,700.00"],
];

describe("a bank statement", () => {
  it("finds the table under the account's lines, in SBI's and HDFC's shapes", () => {
    expect(findTable(SBI)).toEqual({ headerRow: 3, columns: { date: 0, narration: 2, reference: 3, credit: 5, mark: null } });
    expect(findTable(HDFC)).toEqual({ headerRow: 1, columns: { date: 0, narration: 1, reference: 2, credit: 5, mark: null } });
    expect(findTable([["Sl", "When", "What", "In"]])).toBeNull();
    // A public sector bank's header in two languages, and the words other banks use.
    expect(findTable([["क्रम/Sl", "तारीख/Post Date", "विवरण/Transaction Description", "चेक/Ref Chq No", "नामे/Debit", "जमा/Credit Amt"]])).toEqual({
      headerRow: 0,
      columns: { date: 1, narration: 2, reference: 3, credit: 5, mark: null },
    });
  });

  it("reads the credits only, in whole rupees, with the dates the banks write", () => {
    const sbi = findTable(SBI);
    expect(sbi && creditsOf(SBI, sbi.headerRow, sbi.columns).credits).toEqual([
      { on: "2026-11-24", narration: "BY TRANSFER-UPI/CR/432198765432/RAMESH KUMAR/SBIN", reference: "TRANSFER FROM 3199", amount: 12500 },
      { on: "2026-11-25", narration: "CLEARING-CHQ 004512 BANK OF BARODA", reference: "004512", amount: 5000 },
    ]);
    expect([
      statementDate("23/11/26"),
      statementDate("23-Nov-2026"),
      statementDate("2026-11-23"),
      statementDate(new Date("2026-11-23T00:00:00Z")),
      statementDate("31/02/2026"),
    ]).toEqual(["2026-11-23", "2026-11-23", "2026-11-23", "2026-11-23", null]);
    expect([statementAmount("1,23,456.00"), statementAmount(2500), statementAmount(""), statementAmount("-5")]).toEqual([123456, 2500, null, null]);
  });

  it("reads the other ways banks write a day and an amount, and a line's time after its day", () => {
    expect(
      ["24/11/2026 10:15", "24-11-2026 10:15:33", "24 Nov 2026 09:05 AM", "Nov 24, 2026", "November 24 2026", "2026/11/24", "2026-11-24T10:15:00"].map(
        statementDate,
      ),
    ).toEqual(Array(7).fill("2026-11-24"));
    expect(["24/11/2026 25:99:99x", "Nov 31, 2026", "24 Nov"].map(statementDate)).toEqual([null, null, null]);
    expect(["Rs. 500/-", "Rs.1,200.50", "500.00 Cr.", "INR 750", "(500.00)", "500 Dr"].map(statementAmount)).toEqual([500, 1201, 500, 750, null, null]);
  });

  it("reads one amount column by its Dr/Cr mark: money that went out is never a credit", () => {
    const ONE_AMOUNT = [
      ["Tran Date", "Particulars", "Chq No", "Amount", "Dr/Cr", "Balance"],
      ["24-11-2026", "NEFT/N326261234567890/ASHA DEVI", "", "1,500.00", "CR", "11,500.00"],
      ["25-11-2026", "ATM WDL GHAZIPUR", "", "2,000.00", "DR", "9,500.00"],
      ["25-11-2026", "BY CASH", "", "300.00", "Cr.", "9,800.00"],
    ];
    const table = findTable(ONE_AMOUNT);
    expect(table).toEqual({ headerRow: 0, columns: { date: 0, narration: 1, reference: 2, credit: 3, mark: 4 } });
    expect(table && creditsOf(ONE_AMOUNT, table.headerRow, table.columns).credits.map((credit) => credit.amount)).toEqual([1500, 300]);
    // An amount column without a mark beside it says nothing of which way the money went: no table.
    expect(findTable([["Date", "Narration", "Amount", "Balance"]])).toBeNull();
    expect(["Cr", "CR.", "c", "Credit", "जमा", "Dr", "D", "", null].map(marksCredit)).toEqual([true, true, true, true, true, false, false, false, false]);
  });

  it("tells the lines with money in whose day it cannot read, never a total or a summary", () => {
    const rows = [
      ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
      ["23/11/26", "NEFT CR-SITA DEVI", "", "23/11/26", "", "700.00", "50,700.00"],
      ["Nov-24-2026", "BY CASH-RAMU", "", "", "", "1,100.00", "51,800.00"],
      ["24/11/26", "ATM WDL", "", "24/11/26", "500.00", "", "51,300.00"],
      ["Total", "", "", "", "500.00", "1,800.00", ""],
      ["50,000.00", "", "", "", "5", "1,800.00", "51,300.00"],
    ];
    const table = findTable(rows);
    expect(table && creditsOf(rows, table.headerRow, table.columns).unread).toEqual([{ day: "Nov-24-2026", narration: "BY CASH-RAMU", amount: 1100 }]);
  });

  it("matches a credit by the UTR or cheque number in its reference or narration, else by amount within three days", () => {
    const credits = [
      { on: "2026-11-24", narration: "UPI/CR/432198765432/RAMESH", reference: null, amount: 12500 },
      { on: "2026-11-25", narration: "CLEARING", reference: "004512", amount: 5000 },
      { on: "2026-11-26", narration: "IMPS-GITA", reference: null, amount: 700 },
      { on: "2026-11-26", narration: "CASH DEPOSIT", reference: null, amount: 999 },
    ];
    const waiting = [
      { id: "gita", reference: null, amount: 700, givenOn: "2026-11-23" },
      { id: "sita-cheque", reference: "004512", amount: 5000, givenOn: "2026-11-20" },
      { id: "ramesh", reference: "4321 9876 5432", amount: 12500, givenOn: "2026-11-10" },
      { id: "too-early", reference: null, amount: 999, givenOn: "2026-11-20" },
    ];
    expect(matchCredits(credits, waiting).map(({ credit, donationId, by }) => [credit.amount, donationId, by])).toEqual([
      [12500, "ramesh", "reference"],
      [5000, "sita-cheque", "reference"],
      [700, "gita", "amount"],
    ]);
  });

  it("takes each donation once, the nearest date first", () => {
    const credits = [
      { on: "2026-11-24", narration: "A", reference: null, amount: 500 },
      { on: "2026-11-25", narration: "B", reference: null, amount: 500 },
    ];
    const waiting = [
      { id: "far", reference: null, amount: 500, givenOn: "2026-11-22" },
      { id: "near", reference: null, amount: 500, givenOn: "2026-11-24" },
    ];
    expect(matchCredits(credits, waiting).map(({ donationId }) => donationId)).toEqual(["near", "far"]);
  });
});
