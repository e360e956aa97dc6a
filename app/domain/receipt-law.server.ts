import { db } from "~/site/db.server";
import { financialYearOf } from "./donation";
import { type Outcome, success } from "./outcome";
import type { OperationInput } from "./operations";

// The law a financial year's receipts name. The owner confirms it each year with the trust's
// accountant; a year not yet confirmed uses the last confirmed year's, and before any, the law
// every receipt named until the Income-tax Act, 2025 took over from 1 April 2026.

const LAW_BEFORE_ANY = { wording: "section 80G of the Income-tax Act, 1961", wordingHi: "आयकर अधिनियम, 1961 की धारा 80G" };

export type ReceiptLawOfYear = { year: string; wording: string; wordingHi: string | null; confirmed: boolean };

/** The law the receipts of a donation's financial year name, and whether the owner confirmed it for that year. */
export async function lawOfYear(year: string): Promise<ReceiptLawOfYear> {
  const own = await db().receiptLaw.findUnique({ where: { year } });
  if (own) return { year, wording: own.wording, wordingHi: own.wordingHi, confirmed: true };
  const earlier = await db().receiptLaw.findFirst({ where: { year: { lt: year } }, orderBy: { year: "desc" } });
  return { year, ...(earlier ? { wording: earlier.wording, wordingHi: earlier.wordingHi } : LAW_BEFORE_ANY), confirmed: false };
}

/** The law of the financial year a day falls in. */
export function lawOfDay(isoDate: string): Promise<ReceiptLawOfYear> {
  return lawOfYear(financialYearOf(isoDate));
}

/** The owner confirms (or corrects) the law of a year's receipts. */
export async function confirmReceiptLaw({ year, wording, wordingHi }: OperationInput<"confirmReceiptLaw">): Promise<Outcome<null>> {
  await db().receiptLaw.upsert({
    where: { year },
    create: { year, wording, wordingHi: wordingHi || null },
    update: { wording, wordingHi: wordingHi || null, confirmedAt: new Date() },
  });
  return success(null);
}
