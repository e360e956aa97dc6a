import { inBoth, said, type Words } from "~/i18n/said";
import { calendarDay } from "./calendar-day";
import crypto from "node:crypto";
import type { Donation, Prisma } from "@prisma/client";
import type { Lang } from "~/i18n/texts";
import { siteConfig } from "~/site/env.server";
import { db, isUniqueViolation } from "~/site/db.server";
import { donorKeyOf, sealedIdOf, unseal } from "~/site/donor-seal.mjs";
import {
  type Declaration,
  DECLARATION_LIMIT,
  type DonationStatus,
  financialYearOf,
  financialYearSpan,
  normaliseIdNumber,
  receiptNumber,
  receiptNumberOf,
} from "./donation";
import { operations } from "./operations";
import { type Outcome, refusal, success } from "./outcome";
import { queueReceiptMail, wakeReceiptMail } from "./receipt-mail.server";
import { statementLines } from "./form-10bd";

// The register of donations: what donors declare and what the owner records of donations received in
// person, what the owner verifies, rejects or cancels, and the receipt numbers, which are given
// in order within each financial year and never twice. A numbered receipt is never deleted:
// it is cancelled, and a donor's request to be erased leaves its number, amount, date, mode and
// purpose in the books. Every change is written to the donation's history (DonationEvent).
//
// ID numbers are kept sealed (site/donor-seal.mjs); every function here that hands a donation out
// hands it out opened, and the donations of one donor share a keyed hash of the number (donorKey).

type Tx = Prisma.TransactionClient;

/** A donation as it is kept: its ID number sealed, and its donor's key beside it. */
function sealedDonation(declaration: Declaration) {
  return { ...declaration, ...sealedIdOf(siteConfig().donorDataKey, declaration) };
}

/** A donation as the owner's pages, the receipt and Form 10BD read it: its ID number in the clear. */
function opened<T extends { idNumber: string }>(donation: T): T {
  return { ...donation, idNumber: unseal(siteConfig().donorDataKey, donation.idNumber) };
}

/** Writes what happened to a donation into its history, in the same transaction as the change. */
function logEvent(tx: Tx, donationId: string, what: string, note: string | null = null) {
  return tx.donationEvent.create({ data: { donationId, what, note } });
}

/** A keyed hash of a client's address: enough to count its declarations, useless to anyone reading a backup. */
function addressTag(address: string): string {
  return crypto.createHmac("sha256", siteConfig().sessionSecret).update(`declaration:${address}`).digest("base64url").slice(0, 22);
}

/**
 * A keyed hash of a declaration as the donor's form sent it, from one address in one half hour:
 * a second tap on a slow signal, or a page the browser sends again after the signal dropped,
 * finds its donation kept already, and no second one is kept. (The donor's page may come from a
 * cache, so it carries no form key of its own as the owner's forms do.) Useless to anyone
 * reading a backup.
 */
function sentAs(declaration: Declaration, fromAddress: string, now: Date): string {
  // The prefix stays as first written, so that a sending from before an upgrade is still found.
  return crypto
    .createHmac("sha256", siteConfig().sessionSecret)
    .update(`gift:donor:${fromAddress}:${halfHourOf(now)}:${JSON.stringify(declaration)}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The donation a sending kept before, if it did. */
function keptBefore(sent: string): Promise<Donation | null> {
  return db().donation.findUnique({ where: { sentAs: sent } });
}

/** The half hour a declaration was sent in: the same declaration from one address within it is one donation. */
function halfHourOf(now: Date): number {
  return Math.floor(now.getTime() / (30 * 60_000));
}

/**
 * Keeps a donor's declaration, in the language of the page it came from, unless this address
 * has sent too many lately (429). The same declaration sent again from the address within the
 * half hour is the donation kept already.
 */
export async function declareDonation(declaration: Declaration, address: string, lang: Lang = "en", now = new Date()): Promise<Outcome<Donation>> {
  const fromAddress = addressTag(address);
  const sent = sentAs(declaration, fromAddress, now);
  const earlier = await keptBefore(sent);
  if (earlier) return success(earlier);
  const since = new Date(now.getTime() - DECLARATION_LIMIT.windowMinutes * 60_000);
  const recent = await db().donation.count({ where: { fromAddress, createdAt: { gte: since } } });
  if (recent >= DECLARATION_LIMIT.count)
    return refusal(
      429,
      inBoth((texts) => texts.declare.problems.tooMany),
    );
  try {
    return success(
      await db().donation.create({ data: { ...sealedDonation(declaration), lang, fromAddress, sentAs: sent, history: { create: { what: "declared" } } } }),
    );
  } catch (error) {
    // The same declaration sent twice at once: the one that lost the race is the donation the other kept.
    const raced = isUniqueViolation(error) ? await keptBefore(sent) : null;
    if (raced) return success(raced);
    throw error;
  }
}

/**
 * A donation received in person (cash at a camp, a cheque at the office, a transfer or goods with no
 * declaration), written by the owner: numbered at once in the same series as every receipt, or
 * kept waiting (a cheque not cleared) to be verified like a declaration. A donation recorded from a
 * credit on the bank statement takes that credit in the same transaction.
 */
export async function recordDonation(
  donation: Declaration,
  { waiting, creditId }: { waiting: boolean; creditId?: string | null },
  on = calendarDay(),
): Promise<Outcome<Donation>> {
  const recorded = await db().$transaction(async (tx) => {
    const row = await tx.donation.create({
      data: { ...sealedDonation(donation), recordedBy: "owner", fromAddress: "owner", history: { create: { what: "recorded" } } },
    });
    if (creditId) await tx.statementCredit.updateMany({ where: { id: creditId, donationId: null }, data: { donationId: row.id } });
    return waiting ? row : ((await numberDonation(tx, row.id, on)) ?? row);
  });
  wakeReceiptMail();
  return success(opened(recorded));
}

type DonationFilter = { status: DonationStatus | null; year: string | null; search: string; page: number };

/** How many donations one page of the register shows. */
export const REGISTER_PAGE_SIZE = 50;

/** A receipt number as the owner types it ("2026-27/0012", or "2026-27/12"). */
const RECEIPT_SEARCH = /^(\d{4}-\d{2})\/0*(\d{1,9})$/;

/** What the owner searched for: a receipt number, else part of the donor's name. */
function searchWhere(search: string): Prisma.DonationWhereInput {
  const receipt = RECEIPT_SEARCH.exec(search);
  if (receipt?.[1] && receipt[2]) return { receiptYear: receipt[1], receiptSerial: Number(receipt[2]) };
  const idNumber = donorKeyOfSearch(search);
  if (idNumber) return { OR: [{ donorKey: idNumber }, { name: { contains: search } }] };
  return search ? { name: { contains: search } } : {};
}

/** The donor's key when the owner searched for a PAN or an Aadhaar number, which are kept sealed. */
function donorKeyOfSearch(search: string): string | null {
  const pan = normaliseIdNumber("pan", search);
  if (/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return donorKeyOf(siteConfig().donorDataKey, "pan", pan);
  const aadhaar = normaliseIdNumber("aadhaar", search);
  if (/^\d{12}$/.test(aadhaar)) return donorKeyOf(siteConfig().donorDataKey, "aadhaar", aadhaar);
  return null;
}

/**
 * One page of the register, newest donation first, narrowed to a status, a financial year and a
 * search, with how many donations match in all: however many declarations come, every one is
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
    db().donation.findMany({
      where,
      orderBy: [{ givenOn: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * REGISTER_PAGE_SIZE,
      take: REGISTER_PAGE_SIZE,
    }),
    db().donation.count({ where }),
  ]);
  return { donations: donations.map(opened), total };
}

/** The financial years the register has donations in, newest first. */
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

export async function readDonation(id: string): Promise<Donation | null> {
  const donation = await db().donation.findUnique({ where: { id } });
  return donation && opened(donation);
}

/** What happened to a donation, oldest first. */
export function historyOf(id: string) {
  return db().donationEvent.findMany({ where: { donationId: id }, orderBy: [{ at: "asc" }, { id: "asc" }] });
}

/** Every donation of the donor a donation is from (the same ID number), newest first; the donation's own alone when it has no donor left. */
export async function donationsOfDonor(donation: Pick<Donation, "id" | "donorKey">): Promise<Donation[]> {
  const donations = await db().donation.findMany({
    where: donation.donorKey ? { donorKey: donation.donorKey } : { id: donation.id },
    orderBy: [{ givenOn: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
  return donations.map(opened);
}

/** The receipt numbers of the donation a correction replaced, and of the one that replaced it. */
export async function correctionsOf(donation: Pick<Donation, "id" | "replacesId">) {
  const [replaced, replacement] = await Promise.all([
    donation.replacesId ? db().donation.findUnique({ where: { id: donation.replacesId }, select: { id: true, receiptYear: true, receiptSerial: true } }) : null,
    db().donation.findUnique({ where: { replacesId: donation.id }, select: { id: true, receiptYear: true, receiptSerial: true } }),
  ]);
  const numbered = (donation: { id: string; receiptYear: string | null; receiptSerial: number | null } | null) => {
    const receipt = donation && receiptNumberOf(donation);
    return donation && receipt ? { id: donation.id, receipt } : null;
  };
  return { replaces: numbered(replaced), replacedBy: numbered(replacement) };
}

/** 404 when the donation is gone, 409 when it is not in the state the change needs. */
async function undecidedRefusal(id: string, conflict: Words) {
  const exists = await db().donation.findUnique({ where: { id }, select: { id: true } });
  return exists ? refusal(409, conflict) : refusal(404, said.notFound);
}

/**
 * Verifies a donation and gives it the next receipt number of its financial year. Claiming the donation
 * (new to verified) is the transaction's first write, so two verifies of one donation cannot both
 * number it, and two verifies of different donations take the year's counter one after the other.
 */
export async function verifyDonation(id: string, on = calendarDay()): Promise<Outcome<Donation>> {
  const verified = await db().$transaction((tx) => numberDonation(tx, id, on));
  wakeReceiptMail();
  return verified ? success(opened(verified)) : undecidedRefusal(id, operations.verifyDonation.texts.conflict);
}

/** Numbers a waiting donation with its year's next receipt number; null when it was not waiting. */
async function numberDonation(tx: Tx, id: string, on: string): Promise<Donation | null> {
  const claimed = await tx.donation.updateMany({ where: { id, status: "new" }, data: { status: "verified", receiptDate: on } });
  if (claimed.count === 0) return null;
  const { givenOn } = await tx.donation.findUniqueOrThrow({ where: { id }, select: { givenOn: true } });
  const year = financialYearOf(givenOn);
  const series = await tx.receiptSeries.upsert({ where: { year }, create: { year, last: 1 }, update: { last: { increment: 1 } } });
  await logEvent(tx, id, "verified", receiptNumber(year, series.last));
  const numbered = await tx.donation.update({ where: { id }, data: { receiptYear: year, receiptSerial: series.last } });
  await queueReceiptMail(tx, numbered);
  return numbered;
}

export async function rejectDonation(id: string, reason: string): Promise<Outcome<null>> {
  const rejected = await db().$transaction(async (tx) => {
    const changed = await tx.donation.updateMany({ where: { id, status: "new" }, data: { status: "rejected", rejectReason: reason } });
    if (changed.count === 1) await logEvent(tx, id, "rejected", reason);
    return changed.count === 1;
  });
  return rejected ? success(null) : undecidedRefusal(id, operations.rejectDonation.texts.conflict);
}

/**
 * Verifies the waiting donations the owner matched to credits on the bank statement, each numbered as
 * if verified by hand, the credit then taken; a donation no longer waiting, or a credit taken since,
 * is passed over. How many were verified.
 */
export async function verifyFromStatement(pairs: { creditId: string; donationId: string }[], on = calendarDay()): Promise<number> {
  let verified = 0;
  for (const { creditId, donationId } of pairs) {
    const done = await db()
      .$transaction(async (tx) => {
        const taken = await tx.statementCredit.updateMany({ where: { id: creditId, donationId: null }, data: { donationId: donationId } });
        if (taken.count === 0) return false;
        const numbered = await numberDonation(tx, donationId, on);
        if (!numbered) throw new NotWaiting();
        const credit = await tx.statementCredit.findUniqueOrThrow({ where: { id: creditId } });
        await logEvent(tx, donationId, "matched", `${credit.on}, ₹${credit.amount}: ${credit.reference ?? credit.narration.slice(0, 80)}`);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof NotWaiting) return false;
        throw error;
      });
    if (done) verified += 1;
  }
  wakeReceiptMail();
  return verified;
}

/** A donation matched on the statement that was verified or rejected meanwhile: its credit stays free. */
class NotWaiting extends Error {}

/** Cancels a numbered receipt: the number stays used, the donation stays in the register, marked, and leaves Form 10BD. */
export async function cancelDonation(id: string, reason: string, on = calendarDay()): Promise<Outcome<null>> {
  const cancelled = await db().$transaction((tx) => markCancelled(tx, id, reason, on));
  return cancelled ? success(null) : undecidedRefusal(id, operations.cancelDonation.texts.conflict);
}

async function markCancelled(tx: Tx, id: string, reason: string, on: string): Promise<boolean> {
  const changed = await tx.donation.updateMany({
    where: { id, status: "verified" },
    data: { status: "cancelled", cancelReason: reason, cancelledOn: on, receiptToken: null },
  });
  if (changed.count === 1) await logEvent(tx, id, "cancelled", reason);
  return changed.count === 1;
}

/**
 * Corrects a receipt given in error: in one transaction the old receipt is cancelled and the
 * corrected donation is numbered with the next number; each names the other.
 */
export async function correctDonation(id: string, corrected: Declaration, reason: string, on = calendarDay()): Promise<Outcome<Donation>> {
  const replacement = await db().$transaction(async (tx) => {
    const old = await tx.donation.findUnique({ where: { id } });
    if (!old || !(await markCancelled(tx, id, reason, on))) return null;
    const created = await tx.donation.create({
      data: {
        ...sealedDonation(corrected),
        recordedBy: old.recordedBy,
        lang: old.lang,
        fromAddress: old.fromAddress,
        replacesId: id,
        history: { create: { what: "recorded", note: reason } },
      },
    });
    const numbered = await numberDonation(tx, created.id, on);
    if (!numbered?.receiptYear || !numbered.receiptSerial) return null;
    await logEvent(tx, id, "corrected", receiptNumber(numbered.receiptYear, numbered.receiptSerial));
    return numbered;
  });
  wakeReceiptMail();
  return replacement ? success(opened(replacement)) : undecidedRefusal(id, operations.cancelDonation.texts.conflict);
}

/**
 * Erases the donor's details at their request. A declaration never numbered goes whole; a donation
 * with a receipt keeps its number, amount, date, mode and purpose, because the books must still
 * add up, and loses the name, address, ID number, contact and receipt link.
 */
export async function deleteDonation(id: string, on = calendarDay()): Promise<Outcome<null>> {
  const donation = await db().donation.findUnique({ where: { id }, select: { receiptSerial: true } });
  if (!donation) return refusal(404, said.notFound);
  if (donation.receiptSerial === null) {
    await db().donation.deleteMany({ where: { id } });
    return success(null);
  }
  await db().$transaction([
    db().donation.update({
      where: { id },
      data: { name: "", address: "", idNumber: "", otherId: null, contact: "", donorKey: null, sentAs: null, receiptToken: null, erasedOn: on },
    }),
    db().donationEvent.create({ data: { donationId: id, what: "erased" } }),
  ]);
  return success(null);
}

/** Gives a verified donation a private receipt link (the one it has, if any). */
export async function shareReceipt(id: string): Promise<Outcome<Donation>> {
  const donation = await readDonation(id);
  if (!donation) return refusal(404, said.notFound);
  if (donation.status !== "verified") return refusal(409, operations.shareReceipt.texts.conflict);
  if (donation.receiptToken) return success(donation);
  const receiptToken = crypto.randomBytes(24).toString("base64url");
  const [shared] = await db().$transaction([
    db().donation.update({ where: { id }, data: { receiptToken } }),
    db().donationEvent.create({ data: { donationId: id, what: "shared" } }),
  ]);
  return success(opened(shared));
}

export async function stopSharingReceipt(id: string): Promise<Outcome<null>> {
  const stopped = await db().$transaction(async (tx) => {
    const changed = await tx.donation.updateMany({ where: { id, receiptToken: { not: null } }, data: { receiptToken: null } });
    if (changed.count === 1) await logEvent(tx, id, "unshared");
    return tx.donation.count({ where: { id } });
  });
  return stopped === 1 ? success(null) : refusal(404, said.notFound);
}

/** The verified donation a receipt link opens, or null for a link never given or taken back. */
export async function donationOfReceiptLink(token: string): Promise<Donation | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const donation = await db().donation.findUnique({ where: { receiptToken: token } });
  return donation?.status === "verified" ? opened(donation) : null;
}

/** The size of a year's Form 10BD as the owner reads it before the download: its lines and their total. */
export async function form10bdSizeOf(year: string): Promise<{ lines: number; total: number }> {
  const lines = statementLines(await verifiedDonationsOf(year));
  return { lines: lines.length, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** The verified donations of a financial year, in receipt order: what Form 10BD reports (never a cancelled one). */
export async function verifiedDonationsOf(year: string): Promise<Donation[]> {
  return (await db().donation.findMany({ where: { status: "verified", receiptYear: year }, orderBy: { receiptSerial: "asc" } })).map(opened);
}

/**
 * Seals the ID numbers of donations kept before sealing (and gives them their donor's key), then
 * rewrites the database file so that no page of it still holds one in the clear. Run at start.
 */
export async function sealPlainIdNumbers(): Promise<number> {
  const plain = await db().donation.findMany({ where: { idNumber: { not: "" }, NOT: { idNumber: { startsWith: "v1." } } } });
  for (const donation of plain) {
    await db().donation.update({ where: { id: donation.id }, data: sealedIdOf(siteConfig().donorDataKey, donation) });
  }
  if (plain.length > 0) {
    // VACUUM rewrites the file without the old pages; the checkpoint empties the write-ahead log that still holds them.
    await db().$executeRawUnsafe("VACUUM");
    await db().$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  }
  return plain.length;
}

/** Every donation given in a financial year, whatever became of it, in the order given: the year's register. */
export async function donationsOfYear(year: string): Promise<Donation[]> {
  const span = financialYearSpan(year);
  if (!span) return [];
  const donations = await db().donation.findMany({
    where: { givenOn: { gte: span.from, lte: span.to } },
    orderBy: [{ givenOn: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  });
  return donations.map(opened);
}
