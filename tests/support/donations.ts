import type { Page } from "@playwright/test";
import { calendarDay } from "../../app/domain/calendar-day";

// A donor's donation as the donate form (and the owner's form of a donation received in person) sends
// it: Ramesh Kumar's UPI donation for the corpus, a PAN for the receipt. Each test changes what it
// is about.

export const PAN = "ABCDE1234F";
export const AADHAAR = "234123412346";

/** The trust's calendar day (India's) `days` before today (after it, for a negative count). */
export const daysAgo = (days: number) => calendarDay(new Date(Date.now() - days * 86_400_000));

/** The form's fields for a donation made on `day`, with `overrides`. */
export function donationFields(day: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Ramesh Kumar",
    address: "Village Karanda\nGhazipur 233001",
    idType: "pan",
    idNumber: PAN,
    amount: "12500",
    date: day,
    mode: "upi",
    reference: "432198765432",
    purpose: "corpus",
    ...overrides,
  };
}

/** The owner's form of a donation received in person, filled in by its labels: a PAN when `pan` is given. */
export async function fillDonationForm(
  page: Page,
  donation: { name: string; address: string; pan?: string; amount: string; day: string; mode: string; purpose: string },
) {
  await page.getByLabel("Donor's full name").fill(donation.name);
  await page.getByLabel("Donor's address").fill(donation.address);
  if (donation.pan) {
    await page.getByLabel("Donor's ID for the 80G receipt").selectOption("pan");
    await page.getByLabel("ID number").fill(donation.pan);
  }
  await page.getByLabel("Amount in rupees (for goods, their value)").fill(donation.amount);
  await page.getByLabel("Date of the donation").fill(donation.day);
  await page.getByLabel("How it was given").selectOption(donation.mode);
  await page.getByLabel("What is the donation for?").selectOption(donation.purpose);
}
