import fs from "node:fs";
import { createRequire } from "node:module";
import type { Donation, TrustDetails } from "@prisma/client";
import PDFDocument from "pdfkit";
import { indianNumber, readableDate } from "~/i18n/texts";
import { cashBeyondDeduction, idNameOf, maskIdNumber, MODE_NAMES, PURPOSE_NAMES, receiptNumber } from "./donation";
import { rupeesInWords } from "./rupees-in-words";
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

const REFERENCE_NAMES: Record<string, string> = { upi: "UTR", bank: "UTR", cheque: "Cheque number", draft: "Draft number", cash: "Reference" };

/** The receipt of a verified gift, as PDF bytes; a cancelled one says CANCELLED across it. */
export function receiptPdf(donation: Donation, trust: TrustDetails | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, bufferPages: true, info: { Title: `Receipt ${receiptNumber(donation.receiptYear ?? "", donation.receiptSerial ?? 0)}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { regular, bold } = fonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  writeReceipt(doc, donation, trust);
  if (donation.status === "cancelled") stampCancelled(doc, donation);
  doc.end();
  return done;
}

function writeReceipt(doc: PDFKit.PDFDocument, donation: Donation, trust: TrustDetails | null) {
  const name = trust?.name ?? trust?.nameHi ?? "The trust";
  doc.font("bold").fontSize(18).text(name, { align: "center" });
  doc.font("regular").fontSize(10);
  if (trust?.address) doc.text(onOneLine(trust.address), { align: "center" });
  const registrations = given({
    PAN: trust?.pan,
    "12A registration": trust?.reg12A,
    "80G registration": trust?.reg80G ? `${trust.reg80G}${trust.reg80GValidUntil ? `, valid until ${readableDate(trust.reg80GValidUntil, "en")}` : ""}` : null,
  });
  doc.text(registrations.map(([label, value]) => `${label}: ${value}`).join("   ·   "), { align: "center" });
  doc.moveDown(1.2);
  doc.font("bold").fontSize(14).text("Donation receipt", { align: "center" });
  doc.moveDown(0.8);
  table(doc, {
    "Receipt number": receiptNumber(donation.receiptYear ?? "", donation.receiptSerial ?? 0),
    "Receipt date": donation.receiptDate ? readableDate(donation.receiptDate, "en") : null,
  });
  doc.moveDown(0.6);
  doc.font("regular").fontSize(11).text("Received with thanks from", { continued: false });
  doc.moveDown(0.3);
  table(doc, {
    Donor: donation.erasedOn ? "(erased at the donor's request)" : donation.name,
    Address: onOneLine(donation.address),
    // A PAN is printed whole, as the deduction needs it; any other number shows its last four only.
    [idNameOf(donation)]: donation.idType === "pan" ? donation.idNumber : donation.idNumber && maskIdNumber(donation.idType, donation.idNumber),
    Amount: `₹${indianNumber(donation.amount)}`,
    "In words": rupeesInWords(donation.amount),
    "Date of the gift": readableDate(donation.givenOn, "en"),
    Mode: MODE_NAMES[donation.mode] ?? donation.mode,
    "Given in kind": donation.inKind,
    [REFERENCE_NAMES[donation.mode] ?? "Reference"]: donation.reference,
    "Bank": donation.bank,
    "Dated": donation.instrumentOn ? readableDate(donation.instrumentOn, "en") : null,
    Purpose: PURPOSE_NAMES[donation.purpose] ?? donation.purpose,
  });
  doc.moveDown(1);
  doc.font("regular").fontSize(10);
  const eligible = trust?.reg80G && (!trust.reg80GValidUntil || donation.givenOn <= trust.reg80GValidUntil);
  if (donation.mode === "kind") {
    doc.text("This gift was made in kind, so it is not eligible for deduction under section 80G.");
  } else if (cashBeyondDeduction(donation.mode, donation.amount)) {
    doc.text("This gift was made in cash above ₹2,000, so it is not eligible for deduction under section 80G.");
  } else if (eligible) {
    doc.text(`This donation is eligible for deduction under section 80G of the Income-tax Act, 1961 (registration ${trust.reg80G}).`);
    // Form 10BE comes only for what Form 10BD reports: never for goods or cash beyond the limit.
    doc.moveDown(0.4);
    doc.text("The certificate of donation in Form 10BE will follow from the income-tax portal once the trust has filed its statement in Form 10BD.");
  }
  doc.moveDown(3);
  doc.text(`For ${name}`, { align: "right" });
  doc.moveDown(2.5);
  doc.text("Authorised signatory", { align: "right" });
}

/** CANCELLED across every page, and why, so that a cancelled receipt can never pass for a good one. */
function stampCancelled(doc: PDFKit.PDFDocument, donation: Donation) {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc.save();
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font("bold").fontSize(96).fillColor("#b91c1c", 0.35).text("CANCELLED", 0, doc.page.height / 2 - 60, { width: doc.page.width, align: "center", lineBreak: false });
    doc.restore();
  }
  doc.fillColor("#b91c1c", 1).font("bold").fontSize(11);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.text(`This receipt was cancelled${donation.cancelledOn ? ` on ${readableDate(donation.cancelledOn, "en")}` : ""}: ${donation.cancelReason ?? ""}`, doc.page.margins.left, doc.page.height - doc.page.margins.bottom - 40, { width, height: 40 });
}

/** Label and value, one pair a line; a value not given leaves its line out. */
function table(doc: PDFKit.PDFDocument, details: Record<string, string | null | undefined>) {
  const left = doc.page.margins.left;
  const valueX = left + 130;
  const width = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of given(details)) {
    const y = doc.y;
    doc.font("bold").fontSize(11).text(label, left, y, { width: 125 });
    const labelBottom = doc.y;
    doc.font("regular").fontSize(11).text(value, valueX, y, { width });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.x = left;
}
