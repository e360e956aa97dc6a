import { describe, expect, it } from "vitest";
import type { TrustDetails } from "@prisma/client";
import { z } from "zod";
import { english, said } from "~/i18n/said";
import { indianPhoneOrLandline, readInput } from "./rules";
import { endingRegistrations, viewOfTrust } from "./trust";

describe("the trust as the pages show it", () => {
  it("states no fact the owner has not given: no founding date, act, districts or registration", () => {
    const empty = viewOfTrust(null);
    expect(empty.formed).toEqual({ date: null, on: null, under: null });
    expect(empty.workingLocations).toEqual([]);
    expect(empty.registrations).toEqual([]);
    expect(empty.eightyG).toBeNull();
  });

  it("shows each registration given, in the page's language, 80G with its validity", () => {
    const details = { id: "trust", pan: "AAATA1234C", reg80G: "AAATA1234CF20241", reg80GValidUntil: "2029-03-31", darpanId: "UP/2024/0123456" } as TrustDetails;
    expect(viewOfTrust(details, "en").registrations).toEqual([
      { label: "PAN", value: "AAATA1234C", note: null },
      { label: "80G registration", value: "AAATA1234CF20241", note: "valid until 31 March 2029" },
      { label: "NGO Darpan ID", value: "UP/2024/0123456", note: null },
    ]);
    expect(viewOfTrust(details, "hi").registrations[1]?.note).toBe("31 मार्च 2029 तक मान्य");
  });
});

describe("a number to call", () => {
  const saved = (typed: string) => indianPhoneOrLandline("phone").safeParse(typed);

  it("keeps a landline with its STD code where the owner put the space, and dials it from anywhere", () => {
    expect(saved("05482 224316")).toMatchObject({ success: true, data: "05482 224316" });
    expect(saved("0522-2234567")).toMatchObject({ success: true, data: "0522 2234567" });
    const view = viewOfTrust({ id: "trust", phone: "05482 224316" } as TrustDetails);
    expect(view.phone).toEqual({ label: "05482 224316", href: "tel:+915482224316" });
  });

  it("keeps a mobile as its ten digits and reads it in a mobile's grouping", () => {
    expect(saved("+91 98765-43210")).toMatchObject({ success: true, data: "9876543210" });
    expect(viewOfTrust({ id: "trust", phone: "9876543210" } as TrustDetails).phone?.label).toBe("+91 98765 43210");
  });

  it("refuses what is neither, naming both forms", () => {
    const refused = readInput(z.object({ phone: indianPhoneOrLandline("phone") }), said.requiredFields, { phone: "12345" });
    expect(refused.ok ? null : english(refused.message)).toMatch(/mobile of ten digits.*landline with its STD code/);
  });
});

describe("the registrations the owner is reminded of", () => {
  const details = { reg80G: "AAATA1234CF20241", reg80GValidUntil: "2027-03-31", reg12A: "AAATA1234CE20241", reg12AValidUntil: "2026-12-01" };

  it("names each that ends within 90 days, with the days left, and one already ended", () => {
    expect(endingRegistrations(details, "2026-11-26")).toEqual([{ which: "12A", until: "2026-12-01", days: 5 }]);
    expect(endingRegistrations(details, "2027-01-01").map(({ which, days }) => [which, days])).toEqual([
      ["80G", 89],
      ["12A", -31],
    ]);
  });

  it("says nothing of a registration with no last day, or none at all", () => {
    expect(endingRegistrations({ ...details, reg12AValidUntil: null, reg80GValidUntil: null }, "2026-11-26")).toEqual([]);
    expect(endingRegistrations(null, "2026-11-26")).toEqual([]);
  });
});
