import fs from "node:fs";
import { createRequire } from "node:module";
import type { Donation, TrustDetails } from "@prisma/client";
import PDFDocument from "pdfkit";
import { indianNumber, readableDate, textsOf } from "~/i18n/texts";
import { cashBeyondDeduction, donationWords, idNameOf, maskIdNumber, MODE_NAMES, PURPOSE_NAMES, receiptNumberOf } from "./donation";
import type { ReceiptLawOfYear } from "./receipt-law.server";
import { rupeesInHindiWords, rupeesInWords } from "./rupees-in-words";
import { given, onOneLine } from "./trust";

// The 80G receipt as a PDF (pdfkit: a maintained PDF writer whose text layout, through fontkit,
// shapes Devanagari, so a donor's name in Hindi prints with its matras in place). Noto Sans
// Devanagari has Latin letters and the rupee sign too, so one embedded font prints the whole
// receipt on any machine. A detail the trust has not given is left out, never filled in.

const require = createRequire(import.meta.url);
const FONTS = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
};
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

function fonts() {
  fontBytes ??= { regular: fs.readFileSync(require.resolve(FONTS.regular)), bold: fs.readFileSync(require.resolve(FONTS.bold)) };
  return fontBytes;
}

const [en, hi] = [textsOf("en").receipt, textsOf("hi").receipt];
const hindiWords = donationWords("hi");

/** A fixed text in both languages: the English, then the Hindi. */
function both(pick: (texts: typeof en) => string): string {
  return `${pick(en)} / ${pick(hi)}`;
}

/** The receipt of a verified donation, as PDF bytes; a cancelled one says CANCELLED across it. */
export function receiptPdf(donation: Donation, trust: TrustDetails | null, law: ReceiptLawOfYear): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 48, bufferPages: true, info: { Title: `Receipt ${receiptNumberOf(donation) ?? ""}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { regular, bold } = fonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  writeReceipt(doc, donation, trust, law);
  if (donation.status === "cancelled") stampCancelled(doc, donation);
  doc.end();
  return done;
}

/**
 * Every fixed text in English and in Hindi (the receipt serves a Hindi reader and the tax
 * department alike); what the donor and the trust wrote, as they wrote it; a date in both.
 */
function writeReceipt(doc: PDFKit.PDFDocument, donation: Donation, trust: TrustDetails | null, law: ReceiptLawOfYear) {
  const name = trust?.name ?? trust?.nameHi ?? "The trust";
  doc.font("bold").fontSize(18).text(name, { align: "center" });
  if (trust?.name && trust.nameHi) doc.fontSize(15).text(trust.nameHi, { align: "center" });
  doc.font("regular").fontSize(10);
  if (trust?.address) doc.text(onOneLine(trust.address), { align: "center" });
  const validity = trust?.reg80GValidUntil ? ` (${en.validUntil(readableDate(trust.reg80GValidUntil, "en"))})` : "";
  const registrations = given({
    [both((t) => t.pan)]: trust?.pan,
    [both((t) => t.reg12A)]: trust?.reg12A,
    [both((t) => t.reg80G)]: trust?.reg80G ? `${trust.reg80G}${validity}` : null,
  });
  for (const [label, value] of registrations) doc.text(`${label}: ${value}`, { align: "center" });
  doc.moveDown(1);
  doc
    .font("bold")
    .fontSize(14)
    .text(
      both((t) => t.title),
      { align: "center" },
    );
  doc.moveDown(0.8);
  table(doc, {
    [both((t) => t.receiptNumber)]: receiptNumberOf(donation),
    [both((t) => t.receiptDate)]: donation.receiptDate ? inBothDates(donation.receiptDate) : null,
  });
  doc.moveDown(0.6);
  doc
    .font("regular")
    .fontSize(11)
    .text(both((t) => t.receivedFrom));
  doc.moveDown(0.3);
  const reference = (t: typeof en) => t.references[donation.mode] ?? t.references.cash ?? "";
  table(doc, {
    [both((t) => t.donor)]: donation.erasedOn ? both((t) => t.erased) : donation.name,
    [both((t) => t.address)]: onOneLine(donation.address),
    // A PAN is printed whole, as the deduction needs it; any other number shows its last four only.
    [`${idNameOf(donation)} / ${hindiWords.id(donation)}`]:
      donation.idType === "pan" ? donation.idNumber : donation.idNumber && maskIdNumber(donation.idType, donation.idNumber),
    [both((t) => t.amount)]: `₹${indianNumber(donation.amount)}`,
    [both((t) => t.inWords)]: `${rupeesInWords(donation.amount)}\n${rupeesInHindiWords(donation.amount)}`,
    [both((t) => t.givenOn)]: inBothDates(donation.givenOn),
    [both((t) => t.mode)]: `${MODE_NAMES[donation.mode] ?? donation.mode} / ${hindiWords.mode(donation.mode)}`,
    [both((t) => t.inKind)]: donation.inKind,
    [both(reference)]: donation.reference,
    [both((t) => t.bank)]: donation.bank,
    [both((t) => t.dated)]: donation.instrumentOn ? inBothDates(donation.instrumentOn) : null,
    [both((t) => t.purpose)]: `${PURPOSE_NAMES[donation.purpose] ?? donation.purpose} / ${hindiWords.purpose(donation.purpose)}`,
  });
  doc.moveDown(0.8);
  doc.font("regular").fontSize(10);
  for (const sentence of deductionSentences(donation, trust, law)) {
    doc.text(sentence);
    doc.moveDown(0.3);
  }
  doc.moveDown(2);
  doc.text(`${en.forTrust(name)} / ${hi.forTrust(trust?.nameHi ?? name)}`, { align: "right" });
  doc.moveDown(2.5);
  doc.text(
    both((t) => t.signatory),
    { align: "right" },
  );
}

/** "24 November 2026 / 24 नवंबर 2026". */
function inBothDates(isoDate: string): string {
  return `${readableDate(isoDate, "en")} / ${readableDate(isoDate, "hi")}`;
}

/**
 * What the donor may claim, each sentence in English then Hindi: goods and cash above ₹2,000 earn
 * no deduction; otherwise, while the trust's 80G lasts, the deduction under the law of the donation's
 * year, and the Form 10BE that follows only what Form 10BD reports.
 */
function deductionSentences(donation: Donation, trust: TrustDetails | null, law: ReceiptLawOfYear): string[] {
  if (donation.mode === "kind") return [en.kind, hi.kind];
  if (cashBeyondDeduction(donation.mode, donation.amount)) return [en.cash, hi.cash];
  const registration = trust?.reg80G;
  if (!registration || (trust.reg80GValidUntil && donation.givenOn > trust.reg80GValidUntil)) return [];
  return [en.eligible(law.wording, registration), hi.eligible(law.wordingHi ?? law.wording, registration), en.form10be, hi.form10be];
}

/** CANCELLED across every page, and why, so that a cancelled receipt can never pass for a good one. */
function stampCancelled(doc: PDFKit.PDFDocument, donation: Donation) {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc.save();
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc
      .font("bold")
      .fontSize(96)
      .fillColor("#b91c1c", 0.35)
      .text("CANCELLED", 0, doc.page.height / 2 - 60, { width: doc.page.width, align: "center", lineBreak: false });
    doc.restore();
  }
  doc.fillColor("#b91c1c", 1).font("bold").fontSize(11);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const reason = donation.cancelReason ?? "";
  const on = (lang: "en" | "hi") => (donation.cancelledOn ? readableDate(donation.cancelledOn, lang) : "");
  doc.text(`${en.cancelled(on("en"), reason)}\n${hi.cancelled(on("hi"), reason)}`, doc.page.margins.left, doc.page.height - doc.page.margins.bottom - 50, {
    width,
    height: 50,
  });
}

/** Label and value, one pair a line; a value not given leaves its line out. */
function table(doc: PDFKit.PDFDocument, details: Record<string, string | null | undefined>) {
  const left = doc.page.margins.left;
  const valueX = left + 190;
  const width = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of given(details)) {
    const y = doc.y;
    doc.font("bold").fontSize(10).text(label, left, y, { width: 182 });
    const labelBottom = doc.y;
    doc.font("regular").fontSize(11).text(value, valueX, y, { width });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.x = left;
}
