import { describe, expect, it } from "vitest";
import { form10bdCsv } from "./form-10bd";

const trust = { reg80G: "AAATG1234CF20231", reg80GIssuedOn: "2023-12-01" };
const donation = {
  name: "Ramesh Kumar",
  address: "Village Karanda,\nGhazipur",
  idType: "pan",
  otherId: null,
  idNumber: "ABCDE1234F",
  donorKey: null,
  amount: 12500,
  mode: "upi",
  purpose: "corpus",
};

describe("Form 10BD's CSV", () => {
  it("has the portal template's header and the portal's codes", () => {
    const lines = form10bdCsv(
      [
        donation,
        { ...donation, name: "Sita Devi", idType: "aadhaar", idNumber: "234123412346", mode: "cash", amount: 2000, purpose: "specific" },
        { ...donation, idType: "other", otherId: "voter", idNumber: "UPX1234567", mode: "cheque", purpose: "others" },
      ],
      trust,
    ).split("\r\n");
    expect(lines[0]).toBe(
      "Sr. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)",
    );
    expect(lines[1]).toBe(
      '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATG1234CF20231,01-12-2023,Ramesh Kumar,"Village Karanda, Ghazipur",Corpus,Electronic modes including account payee cheque/draft,12500',
    );
    expect(lines[2]).toBe(
      '2,,Aadhaar Number,234123412346,Section 80G,AAATG1234CF20231,01-12-2023,Sita Devi,"Village Karanda, Ghazipur",Specific grant,Cash,2000',
    );
    expect(lines[3]).toContain("3,,Elector's photo identity number,UPX1234567,");
    expect(lines[3]).toContain(",Others,Electronic modes including account payee cheque/draft,12500");
  });

  it("reports a donor's donations of one type and one mode together, as Rule 18AB(3) asks", () => {
    const lines = form10bdCsv(
      [
        { ...donation, amount: 1000 },
        { ...donation, amount: 2500, mode: "bank" },
        { ...donation, amount: 500, mode: "cash" },
        { ...donation, amount: 700, purpose: "specific" },
        { ...donation, name: "Ramesh Kumar Yadav", amount: 300, mode: "cheque" },
      ],
      trust,
    )
      .trim()
      .split("\r\n")
      .slice(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^1,.*,Ramesh Kumar Yadav,.*,Corpus,Electronic modes including account payee cheque\/draft,3800$/);
    expect(lines[1]).toMatch(/^2,.*,Corpus,Cash,500$/);
    expect(lines[2]).toMatch(/^3,.*,Specific grant,Electronic modes including account payee cheque\/draft,700$/);
  });

  it("leaves out donations in kind and donations whose donor was erased", () => {
    const csv = form10bdCsv(
      [
        { ...donation, mode: "kind" },
        { ...donation, idNumber: "", name: "" },
        { ...donation, idNumber: "PQRST6789K" },
      ],
      trust,
    );
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });

  it("leaves out cash above ₹2,000, which earns no deduction", () => {
    const csv = form10bdCsv([{ ...donation, mode: "cash", amount: 2001 }, donation], trust);
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });

  it("never writes a cell a spreadsheet runs as a formula, and keeps what the donor wrote whole", () => {
    const formulas = ["=1+1", "-2+3+cmd|' /C calc'!A0", "+1", "@SUM(A1)", '=HYPERLINK("x")'];
    const csv = form10bdCsv(
      formulas.map((name, index) => ({ ...donation, name, address: name, idNumber: `ABCDE123${index}F` })),
      trust,
    );
    const cells = csv
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => (match[1] ?? "").replace(/^"|"$/g, "").replace(/""/g, '"')));
    formulas.forEach((formula, index) => {
      const [name, address] = [cells[index]?.[7], cells[index]?.[8]];
      expect(name).toBe(`'${formula}`);
      expect(address).toBe(`'${formula}`);
    });
  });
});
