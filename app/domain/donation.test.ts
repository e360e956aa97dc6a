import { describe, expect, it } from "vitest";
import { calendarDay } from "./calendar-day";
import { readDeclaration } from "./declaration.server";
import { financialYearOf, financialYearSpan, form10bdDue, maskIdNumber, passesVerhoeff, receiptNumber } from "./donation";
import { rupeesInHindiWords, rupeesInWords } from "./rupees-in-words";

const TODAY = new Date("2026-11-22T10:00:00Z");
// A number with a valid Verhoeff check digit (UIDAI's own sample pattern), and one digit off.
const AADHAAR = "234123412346";

const declaration = (overrides: Record<string, string> = {}) => ({
  name: "Ramesh Kumar",
  address: "Village Karanda, Ghazipur 233001",
  idType: "pan",
  idNumber: "abcde1234f",
  amount: "12,500",
  date: "2026-11-20",
  mode: "upi",
  reference: "432198765432",
  purpose: "corpus",
  contact: "+91 98765 43210",
  consent: "yes",
  ...overrides,
});

describe("a donation the owner records, received in person", () => {
  const received = (overrides: Record<string, string>) => declaration({ consent: "", ...overrides });

  it("takes a draft with its bank and date, goods in kind with what they were, and a donor with no phone", () => {
    expect(readDeclaration(received({ mode: "draft", bank: "Punjab National Bank, Mau", instrumentOn: "2026-11-19", contact: "" }), TODAY, "owner")).toEqual({
      ok: true,
      value: expect.objectContaining({ mode: "draft", bank: "Punjab National Bank, Mau", instrumentOn: "2026-11-19", inKind: null, contact: "" }),
    });
    expect(readDeclaration(received({ mode: "kind", inKind: "20 blankets", bank: "ignored" }), TODAY, "owner")).toEqual({
      ok: true,
      value: expect.objectContaining({ mode: "kind", inKind: "20 blankets", bank: null }),
    });
  });

  it("refuses goods with no description, a cheque dated on no real day, and cash the law forbids", () => {
    expect(readDeclaration(received({ mode: "kind" }), TODAY, "owner")).toEqual({ ok: false, problems: { inKind: "inKind" } });
    expect(readDeclaration(received({ mode: "cheque", instrumentOn: "2026-02-30" }), TODAY, "owner")).toEqual({
      ok: false,
      problems: { instrumentOn: "date" },
    });
    expect(readDeclaration(received({ mode: "cash", amount: "200000" }), TODAY, "owner")).toEqual({ ok: false, problems: { amount: "cashRefused" } });
  });

  it("is a donor's form only with the donor's modes and consent", () => {
    expect(readDeclaration(declaration({ mode: "kind", inKind: "rice" }), TODAY)).toEqual({ ok: false, problems: { mode: "choose" } });
    expect(readDeclaration(received({}), TODAY)).toEqual({ ok: false, problems: { consent: "consent" } });
  });
});

describe("a donor's declaration", () => {
  it("is taken with the PAN upper-cased, the amount without commas and the phone as ten digits", () => {
    const check = readDeclaration(declaration(), TODAY);
    expect(check).toEqual({
      ok: true,
      value: expect.objectContaining({ idNumber: "ABCDE1234F", amount: 12500, givenOn: "2026-11-20", contact: "9876543210", otherId: null }),
    });
  });

  it("refuses a PAN of the wrong shape and an Aadhaar number whose check digit is wrong", () => {
    expect(readDeclaration(declaration({ idNumber: "ABCD12345F" }), TODAY)).toEqual({ ok: false, problems: { idNumber: "pan" } });
    expect(readDeclaration(declaration({ idType: "aadhaar", idNumber: "2341 2341 2347" }), TODAY)).toEqual({
      ok: false,
      problems: { idNumber: "aadhaarCheck" },
    });
    expect(readDeclaration(declaration({ idType: "aadhaar", idNumber: "1234" }), TODAY)).toEqual({ ok: false, problems: { idNumber: "aadhaar" } });
    expect(readDeclaration(declaration({ idType: "aadhaar", idNumber: "2341 2341 2346" }), TODAY).ok).toBe(true);
  });

  it("reads digits typed in Devanagari as the same digits in every number field", () => {
    const check = readDeclaration(
      declaration({ idType: "aadhaar", idNumber: "२३४१ २३४१ २३४६", amount: "१२,५००", contact: "९८७६५ ४३२१०", reference: "४३२१९८७६५४३२" }),
      TODAY,
    );
    expect(check).toMatchObject({ ok: true, value: { idNumber: "234123412346", amount: 12500, contact: "9876543210", reference: "432198765432" } });
  });

  it("refuses control characters, half a surrogate pair and undecodable bytes, rather than saving them", () => {
    for (const name of ["Ram\u0000esh", "Ram\u0007esh", "Ram\ud800esh", "Ram\ufffdesh"]) {
      expect(readDeclaration(declaration({ name }), TODAY), JSON.stringify(name)).toEqual({ ok: false, problems: { name: "unreadable" } });
    }
    expect(readDeclaration(declaration({ address: "Village Karanda\r\n\tGhazipur" }), TODAY).ok).toBe(true);
  });

  it("takes a name that begins with a letter of any script, and no name of invisible characters alone", () => {
    for (const name of ["रामप्रसाद यादव", "Ramesh Kumar", "ابراہیم", "Ōmi"]) expect(readDeclaration(declaration({ name }), TODAY).ok, name).toBe(true);
    for (const name of ["\u200b\u200c\u200e", "\u200fRamesh", "=1+1", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "123"]) {
      expect(readDeclaration(declaration({ name }), TODAY), JSON.stringify(name)).toEqual({ ok: false, problems: { name: "nameStart" } });
    }
    expect(readDeclaration(declaration({ address: "=HYPERLINK(1)" }), TODAY)).toEqual({ ok: false, problems: { address: "addressStart" } });
  });

  it("asks which document another ID is", () => {
    expect(readDeclaration(declaration({ idType: "other", idNumber: "UP1420110012345" }), TODAY)).toEqual({ ok: false, problems: { otherId: "choose" } });
    expect(readDeclaration(declaration({ idType: "other", otherId: "driving", idNumber: "UP1420110012345" }), TODAY)).toMatchObject({
      ok: true,
      value: { otherId: "driving" },
    });
  });

  it("takes amounts from 1 to 10,00,00,000 whole rupees", () => {
    expect(readDeclaration(declaration({ amount: "0" }), TODAY)).toEqual({ ok: false, problems: { amount: "amountRange" } });
    expect(readDeclaration(declaration({ amount: "10,00,00,001" }), TODAY)).toEqual({ ok: false, problems: { amount: "amountRange" } });
    expect(readDeclaration(declaration({ amount: "12.50" }), TODAY)).toEqual({ ok: false, problems: { amount: "amount" } });
    expect(readDeclaration(declaration({ amount: "10,00,00,000" }), TODAY).ok).toBe(true);
  });

  it("takes a date up to two years back and none in the future", () => {
    expect(readDeclaration(declaration({ date: "2026-11-23" }), TODAY)).toEqual({ ok: false, problems: { date: "dateFuture" } });
    expect(readDeclaration(declaration({ date: "2024-11-21" }), TODAY)).toEqual({ ok: false, problems: { date: "dateOld" } });
    expect(readDeclaration(declaration({ date: "2026-02-30" }), TODAY)).toEqual({ ok: false, problems: { date: "date" } });
    expect(readDeclaration(declaration({ date: "2024-11-22" }), TODAY).ok).toBe(true);
  });

  it("takes today's date by India's calendar, past midnight in India and before it in London", () => {
    // 01:30 on 23 November in India is still 22 November in UTC.
    const pastMidnightInIndia = new Date("2026-11-22T20:00:00Z");
    expect(readDeclaration(declaration({ date: "2026-11-23" }), pastMidnightInIndia).ok).toBe(true);
    expect(readDeclaration(declaration({ date: "2026-11-24" }), pastMidnightInIndia)).toEqual({ ok: false, problems: { date: "dateFuture" } });
  });

  it("puts a receipt made just after midnight on 1 April in India in the new financial year", () => {
    expect(financialYearOf(calendarDay(new Date("2027-03-31T18:29:59Z")))).toBe("2026-27");
    expect(financialYearOf(calendarDay(new Date("2027-03-31T18:30:00Z")))).toBe("2027-28");
  });

  it("refuses cash of ₹2,00,000 or more (section 269ST) but takes cash above ₹2,000", () => {
    expect(readDeclaration(declaration({ mode: "cash", amount: "200000" }), TODAY)).toEqual({ ok: false, problems: { amount: "cashRefused" } });
    expect(readDeclaration(declaration({ mode: "cash", amount: "199999" }), TODAY).ok).toBe(true);
  });

  it("needs the consent box, a contact that is a phone or an e-mail, and every required field", () => {
    const withoutConsent: Record<string, string> = declaration();
    delete withoutConsent.consent;
    expect(readDeclaration(withoutConsent, TODAY)).toEqual({ ok: false, problems: { consent: "consent" } });
    expect(readDeclaration(declaration({ contact: "call me" }), TODAY)).toEqual({ ok: false, problems: { contact: "contact" } });
    expect(readDeclaration(declaration({ contact: "donor@example.in" }), TODAY)).toMatchObject({ ok: true, value: { contact: "donor@example.in" } });
    expect(readDeclaration({}, TODAY)).toMatchObject({ ok: false, problems: { name: "required", idType: "required", mode: "required", consent: "consent" } });
    expect(readDeclaration(declaration({ mode: "bitcoin" }), TODAY)).toEqual({ ok: false, problems: { mode: "choose" } });
  });
});

describe("Aadhaar's check digit", () => {
  it("passes a valid number and catches one changed digit or two swapped neighbours", () => {
    expect(passesVerhoeff(AADHAAR)).toBe(true);
    expect(passesVerhoeff("234123412347")).toBe(false);
    expect(passesVerhoeff("243123412346")).toBe(false);
  });

  it("fails every single changed digit and every swap of two different neighbours of a valid number", () => {
    const digits = [...AADHAAR];
    const changed = digits.flatMap((digit, place) => [..."0123456789"].filter((other) => other !== digit).map((other) => digits.with(place, other).join("")));
    const swapped = digits.slice(1).flatMap((digit, place) =>
      digit === digits[place]
        ? []
        : [
            digits
              .with(place, digit)
              .with(place + 1, digits[place]!)
              .join(""),
          ],
    );
    expect(changed).toHaveLength(108);
    expect([...changed, ...swapped].filter(passesVerhoeff)).toEqual([]);
  });
});

describe("ID numbers where they are not needed in full", () => {
  it("show the PAN's first five letters and last letter, and Aadhaar's last four digits", () => {
    expect(maskIdNumber("pan", "ABCDE1234F")).toBe("ABCDE****F");
    expect(maskIdNumber("aadhaar", AADHAAR)).toBe("XXXX XXXX 2346");
    expect(maskIdNumber("other", "UP1420110012345")).toBe("***********2345");
  });
});

describe("financial years and receipt numbers", () => {
  it("run from April to March", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
    expect(financialYearSpan("2026-27")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(financialYearSpan("2026-28")).toBeNull();
    expect(receiptNumber("2026-27", 7)).toBe("2026-27/0007");
  });

  it("remind that Form 10BD for the year just ended is due between 1 April and 31 May", () => {
    expect(form10bdDue("2027-04-01")).toBe("2026-27");
    expect(form10bdDue("2027-05-31")).toBe("2026-27");
    expect(form10bdDue("2027-06-01")).toBeNull();
    expect(form10bdDue("2027-03-31")).toBeNull();
  });
});

describe("an amount in words", () => {
  it("reads in the Indian system, in English and as a Hindi reader says it, in lakhs and crores", () => {
    const inWords: [number, string, string][] = [
      [12500, "Rupees Twelve Thousand Five Hundred Only", "बारह हज़ार पाँच सौ रुपये मात्र"],
      [1, "Rupees One Only", "एक रुपया मात्र"],
      [125000, "Rupees One Lakh Twenty Five Thousand Only", "एक लाख पच्चीस हज़ार रुपये मात्र"],
      [100000000, "Rupees Ten Crore Only", "दस करोड़ रुपये मात्र"],
      [
        99999999,
        "Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only",
        "नौ करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये मात्र",
      ],
      [2001, "Rupees Two Thousand One Only", "दो हज़ार एक रुपये मात्र"],
      [2078, "Rupees Two Thousand Seventy Eight Only", "दो हज़ार अठहत्तर रुपये मात्र"],
    ];
    for (const [amount, english, hindi] of inWords) {
      expect(rupeesInWords(amount)).toBe(english);
      expect(rupeesInHindiWords(amount)).toBe(hindi);
    }
  });
});
