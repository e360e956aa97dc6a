import { said } from "~/i18n/said";
import type { Prisma, ReceiptMail } from "@prisma/client";
import nodemailer, { type Transporter } from "nodemailer";
import { indianNumber, textsOf } from "~/i18n/texts";
import { siteConfig } from "~/site/env.server";
import { db } from "~/site/db.server";
import { donorLangOf, receiptNumber } from "./donation";
import { trustNameIn } from "./trust";
import { readDonation } from "./donation.server";
import { type Outcome, refusal, success } from "./outcome";
import { lawOfDay } from "./receipt-law.server";
import { receiptPdf } from "./receipt.server";
import { readTrustDetails } from "./trust.server";

// A numbered donation's receipt, e-mailed to a donor who gave an e-mail address, in the language the
// donor used, through the trust's SMTP server (SMTP_URL, nodemailer). Sending never holds up the
// owner: numbering a donation only writes a ReceiptMail row in its transaction; the sender here takes
// due rows one at a time, and a failure is tried again later (after 1, 5 and 15 minutes, then 1, 3,
// 6 and 12 hours), then shown on the donation's page with "Send again".

const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720];
const CHECK_EVERY_MS = 30_000;

/** The donor's e-mail address, when the contact they gave is one. */
function emailOf(contact: string): string | null {
  return contact.includes("@") ? contact : null;
}

/** Queues the receipt of a donation just numbered, in its transaction, when there is an address and a server to send to. */
export async function queueReceiptMail(tx: Prisma.TransactionClient, donation: { id: string; contact: string }) {
  const to = emailOf(donation.contact);
  if (to && siteConfig().mail) await tx.receiptMail.create({ data: { donationId: donation.id, to } });
}

/** "Send again": a receipt that could not be sent waits to be sent at once. */
export async function sendReceiptAgain(donationId: string): Promise<Outcome<null>> {
  const mail = await db().receiptMail.findFirst({ where: { donationId }, orderBy: { createdAt: "desc" } });
  if (!mail) return refusal(404, said.notFound);
  await db().receiptMail.update({ where: { id: mail.id }, data: { status: "waiting", attempts: 0, nextTryAt: new Date(), lastError: null } });
  wakeReceiptMail();
  return success(null);
}

/** The e-mails of a donation's receipt, newest first, for its page. */
export function mailsOf(donationId: string) {
  return db().receiptMail.findMany({ where: { donationId }, orderBy: { createdAt: "desc" }, take: 10 });
}

let transport: Transporter | undefined;
let timer: NodeJS.Timeout | undefined;
let sending: Promise<void> | null = null;

/** Starts the sender (when the site sends mail): now, every half minute, and whenever a receipt is queued. */
export function startReceiptMail() {
  const mail = siteConfig().mail;
  if (!mail) return;
  transport = nodemailer.createTransport(mail.smtpUrl);
  timer = setInterval(wakeReceiptMail, CHECK_EVERY_MS).unref();
  wakeReceiptMail();
}

export async function stopReceiptMail() {
  clearInterval(timer);
  await sending;
  transport?.close();
}

/** Sends what is due, unless a round is already sending. */
export function wakeReceiptMail() {
  if (!transport || sending) return;
  sending = sendDue()
    .catch((error: unknown) => console.error("Sending receipts by e-mail stopped for now:", error instanceof Error ? error.message : error))
    .finally(() => (sending = null));
}

async function sendDue() {
  for (;;) {
    const due = await db().receiptMail.findFirst({ where: { status: "waiting", nextTryAt: { lte: new Date() } }, orderBy: { nextTryAt: "asc" } });
    if (!due) return;
    await sendOne(due);
  }
}

async function sendOne(mail: ReceiptMail) {
  const donation = await readDonation(mail.donationId);
  if (!donation || donation.status !== "verified" || !donation.receiptYear || !donation.receiptSerial) {
    await db().receiptMail.update({ where: { id: mail.id }, data: { status: "failed", lastError: "The donation has no receipt to send any more." } });
    return;
  }
  const trust = await readTrustDetails();
  const lang = donorLangOf(donation);
  const t = textsOf(lang).receiptMail;
  const receipt = receiptNumber(donation.receiptYear, donation.receiptSerial);
  const trustName = trustNameIn(lang, trust);
  try {
    await transport?.sendMail({
      from: { name: trustName, address: siteConfig().mail?.from ?? "" },
      to: mail.to,
      subject: t.subject(receipt, trustName),
      text: t.body(donation.name, indianNumber(donation.amount), trustName, receipt),
      attachments: [
        {
          filename: `receipt-${receipt.replace("/", "-")}.pdf`,
          content: await receiptPdf(donation, trust, await lawOfDay(donation.givenOn)),
          contentType: "application/pdf",
        },
      ],
    });
    await db().$transaction([
      db().receiptMail.update({ where: { id: mail.id }, data: { status: "sent", sentAt: new Date(), attempts: mail.attempts + 1, lastError: null } }),
      db().donationEvent.create({ data: { donationId: donation.id, what: "mailed", note: mail.to } }),
    ]);
  } catch (error) {
    await triedAndFailed(mail, error);
  }
}

/** Counts a failed try: later again, or, after the last, failed until the owner sends it again. */
async function triedAndFailed(mail: ReceiptMail, error: unknown) {
  const attempts = mail.attempts + 1;
  const wait = RETRY_MINUTES[attempts - 1];
  // The server's own words say what to check (a refused login, an unknown address); never the message itself.
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 200);
  await db().receiptMail.update({
    where: { id: mail.id },
    data:
      wait === undefined ? { status: "failed", attempts, lastError: reason } : { attempts, lastError: reason, nextTryAt: new Date(Date.now() + wait * 60_000) },
  });
  if (attempts === 1) console.warn(`A receipt could not be e-mailed; it will be tried again: ${reason}`);
}
