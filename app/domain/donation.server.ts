import { calendarDay } from "./calendar-day";
import crypto from "node:crypto";
import type { Donation, Prisma } from "@prisma/client";
import { siteConfig } from "~/site/env.server";
import { db } from "~/site/db.server";
import { DECLARATION_LIMIT, financialYearOf, financialYearSpan, type Declaration, type DonationStatus } from "./donation";
import { NOT_FOUND } from "./messages";
import { operations } from "./operations";
import { refusal, success, type Outcome } from "./outcome";

// The register of gifts: what donors declare, what the owner verifies or rejects, and the
// receipt numbers, which are given in order within each financial year and never twice.

/** A keyed hash of a client's address: enough to count its declarations, useless to anyone reading a backup. */
function addressTag(address: string): string {
  return crypto.createHmac("sha256", siteConfig().sessionSecret).update(`declaration:${address}`).digest("base64url").slice(0, 22);
}

/** Keeps a donor's declaration, unless this address has sent too many lately (429). */
export async function declareDonation(declaration: Declaration, address: string, now = new Date()): Promise<Outcome<Donation>> {
  const fromAddress = addressTag(address);
  const since = new Date(now.getTime() - DECLARATION_LIMIT.windowMinutes * 60_000);
  const recent = await db().donation.count({ where: { fromAddress, createdAt: { gte: since } } });
  if (recent >= DECLARATION_LIMIT.count) return refusal(429, "tooMany");
  return success(await db().donation.create({ data: { ...declaration, fromAddress } }));
}

export type DonationFilter = { status: DonationStatus | null; year: string | null; search: string; page: number };

/** How many gifts one page of the register shows. */
export const REGISTER_PAGE_SIZE = 50;

/** A receipt number as the owner types it ("2026-27/0012", or "2026-27/12"). */
const RECEIPT_SEARCH = /^(\d{4}-\d{2})\/0*(\d{1,9})$/;

/** What the owner searched for: a receipt number, else part of the donor's name. */
function searchWhere(search: string): Prisma.DonationWhereInput {
  const receipt = RECEIPT_SEARCH.exec(search);
  if (receipt?.[1] && receipt[2]) return { receiptYear: receipt[1], receiptSerial: Number(receipt[2]) };
  return search ? { name: { contains: search } } : {};
}

/**
 * One page of the register, newest gift first, narrowed to a status, a financial year and a
 * search, with how many gifts match in all: however many declarations come, every one is
 * reachable.
 */
export async function listDonations({ status, year, search, page }: DonationFilter): Promise<{ donations: Donation[]; total: number }> {
  const span = year ? financialYearSpan(year) : null;
  const where: Prisma.DonationWhereInput = {
    ...(status ? { status } : {}),
    ...(span ? { givenOn: { gte: span.from, lte: span.to } } : {}),
    ...searchWhere(search),
  };
  const [donations, total] = await Promise.all([
    db().donation.findMany({ where, orderBy: [{ givenOn: "desc" }, { createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * REGISTER_PAGE_SIZE, take: REGISTER_PAGE_SIZE }),
    db().donation.count({ where }),
  ]);
  return { donations, total };
}

/** The financial years the register has gifts in, newest first. */
export async function donationYears(): Promise<string[]> {
  const [first, last] = await Promise.all([
    db().donation.findFirst({ orderBy: { givenOn: "asc" }, select: { givenOn: true } }),
    db().donation.findFirst({ orderBy: { givenOn: "desc" }, select: { givenOn: true } }),
  ]);
  if (!first || !last) return [];
  const years: string[] = [];
  for (let start = Number(financialYearOf(last.givenOn).slice(0, 4)); start >= Number(financialYearOf(first.givenOn).slice(0, 4)); start--) {
    years.push(financialYearOf(`${start}-04-01`));
  }
  return years;
}

export function countNewDonations(): Promise<number> {
  return db().donation.count({ where: { status: "new" } });
}

export function readDonation(id: string): Promise<Donation | null> {
  return db().donation.findUnique({ where: { id } });
}

/** 404 when the gift is gone, 409 when it was decided already. */
async function undecidedRefusal(id: string, conflict: string) {
  const exists = await db().donation.findUnique({ where: { id }, select: { id: true } });
  return exists ? refusal(409, conflict) : refusal(404, NOT_FOUND);
}

/**
 * Verifies a gift and gives it the next receipt number of its financial year. Claiming the gift
 * (new to verified) is the transaction's first write, so two verifies of one gift cannot both
 * number it, and two verifies of different gifts take the year's counter one after the other.
 */
export async function verifyDonation(id: string, on = calendarDay()): Promise<Outcome<Donation>> {
  const verified = await db().$transaction(async (tx) => {
    const claimed = await tx.donation.updateMany({ where: { id, status: "new" }, data: { status: "verified", receiptDate: on } });
    if (claimed.count === 0) return null;
    const { givenOn } = await tx.donation.findUniqueOrThrow({ where: { id }, select: { givenOn: true } });
    const year = financialYearOf(givenOn);
    const series = await tx.receiptSeries.upsert({ where: { year }, create: { year, last: 1 }, update: { last: { increment: 1 } } });
    return tx.donation.update({ where: { id }, data: { receiptYear: year, receiptSerial: series.last } });
  });
  return verified ? success(verified) : undecidedRefusal(id, operations.verifyDonation.texts.conflict);
}

export async function rejectDonation(id: string, reason: string): Promise<Outcome<null>> {
  const rejected = await db().donation.updateMany({ where: { id, status: "new" }, data: { status: "rejected", rejectReason: reason } });
  return rejected.count === 1 ? success(null) : undecidedRefusal(id, operations.rejectDonation.texts.conflict);
}

/** Erases a gift and the donor's details, at the donor's request. Its receipt number is never given again. */
export async function deleteDonation(id: string): Promise<Outcome<null>> {
  const deleted = await db().donation.deleteMany({ where: { id } });
  return deleted.count === 1 ? success(null) : refusal(404, NOT_FOUND);
}

/** Gives a verified gift a private receipt link (the one it has, if any). */
export async function shareReceipt(id: string): Promise<Outcome<Donation>> {
  const donation = await readDonation(id);
  if (!donation) return refusal(404, NOT_FOUND);
  if (donation.status !== "verified") return refusal(409, operations.shareReceipt.texts.conflict);
  if (donation.receiptToken) return success(donation);
  const receiptToken = crypto.randomBytes(24).toString("base64url");
  return success(await db().donation.update({ where: { id }, data: { receiptToken } }));
}

export async function stopSharingReceipt(id: string): Promise<Outcome<null>> {
  const changed = await db().donation.updateMany({ where: { id }, data: { receiptToken: null } });
  return changed.count === 1 ? success(null) : refusal(404, NOT_FOUND);
}

/** The verified gift a receipt link opens, or null for a link never given or taken back. */
export async function donationOfReceiptLink(token: string): Promise<Donation | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const donation = await db().donation.findUnique({ where: { receiptToken: token } });
  return donation?.status === "verified" ? donation : null;
}

/** The verified gifts of a financial year, in receipt order: what Form 10BD reports. */
export function verifiedDonationsOf(year: string): Promise<Donation[]> {
  return db().donation.findMany({ where: { status: "verified", receiptYear: year }, orderBy: { receiptSerial: "asc" } });
}
