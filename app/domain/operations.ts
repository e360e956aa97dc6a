import { z } from "zod";
import { kindOperations, type KindOperations } from "~/kinds/kinds.server";
import {
  calendarDate,
  notPast,
  code,
  count,
  httpsOn,
  indianPhone,
  indianPhoneOrLandline,
  inTwoLanguages,
  keptUnlessSent,
  LIMITS,
  oneLanguageAtLeast,
  optional,
  password,
  recordId,
  text,
} from "./rules";
import { CATEGORY_TAKEN } from "./messages";
import { line, move, moveTexts, type Operation } from "./operation-parts";

export type { Operation };

const paragraphs = (name: string) => optional(text(name, LIMITS.paragraphs));
// A row's own button that sets a yes-or-no (Pin to the top, Show on the home page).
const yesOrNo = (name: string) =>
  text(name, 3)
    .pipe(z.enum(["yes", "no"], { message: `${name} must be yes or no` }))
    .transform((value) => value === "yes");
// The texts a visitor reads, each written in English, Hindi or both (rules.ts inTwoLanguages).
// A notice's text, and the last day it shows on the public board (an API client never sends it).
const NOTICE_PAST = "is a day already past: the notice would never be on the board. Choose today or a later day, or leave it empty.";
const notice = { ...inTwoLanguages("update", LIMITS.notice), showUntil: keptUnlessSent(calendarDate("showUntil")) };
const details = inTwoLanguages("details", LIMITS.details);
const category = inTwoLanguages("category", LIMITS.category);

// One row per operation. The forms of the owner's area and the JSON API both run these rows
// (http/owner-forms.server.ts, http/api.server.ts); their apply functions are bound in
// operations.server.ts.
export const operations = {
  login: {
    input: z.object({ userid: text("userid", LIMITS.userid), password: password("password") }),
    upload: null,
    texts: { missing: "Required Fields", conflict: "Invalid Credentials", fault: "Server Error", formSuccess: null, apiSuccess: "Login Successful" },
  },
  logout: {
    input: z.object({}),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: null, apiSuccess: "Logged Out" },
  },
  chooseOwnerLanguage: {
    input: z.object({ language: text("language", 2).pipe(z.enum(["en", "hi"], { message: "language must be en or hi" })) }),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: null, apiSuccess: null },
  },
  changePassword: {
    input: z.object({
      userid: text("userid", LIMITS.userid),
      oldPassword: password("oldPassword"),
      newPassword: password("newPassword", { min: LIMITS.passwordMin }),
    }),
    upload: null,
    texts: {
      missing: "Required Fields",
      conflict: "Invalid Credentials",
      fault: "Internal Server Error",
      formSuccess: "Your password was changed. Please log in with the new one.",
      apiSuccess: "Password Changed",
    },
  },
  addNotice: {
    input: oneLanguageAtLeast(z.object({ ...notice, showUntil: keptUnlessSent(calendarDate("showUntil").pipe(notPast("showUntil", NOTICE_PAST))) }), [
      "update",
    ]),
    upload: null,
    texts: { missing: "Required Fields", fault: "Internal Server Error", formSuccess: "The notice was posted.", apiSuccess: "Notice Added" },
  },
  updateNotice: {
    input: oneLanguageAtLeast(z.object({ _id: recordId, ...notice }), ["update"]),
    upload: null,
    texts: { missing: "Required Params", fault: "Internal Server Error", formSuccess: "The notice was updated.", apiSuccess: "Notice Updated" },
  },
  pinNotice: {
    input: z.object({ _id: recordId, pinned: yesOrNo("pinned") }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The notice board's order was changed.", apiSuccess: null },
  },
  attachNoticePdf: {
    input: z.object({ _id: recordId }),
    upload: { kind: "pdf", required: true },
    texts: { missing: "Choose the PDF to attach.", fault: "Server Error", formSuccess: "The PDF was attached to the notice.", apiSuccess: null },
  },
  removeNoticePdf: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The PDF was taken off the notice.", apiSuccess: null },
  },
  deleteNotice: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Required Params", fault: "Internal Server Error", formSuccess: "The notice was moved to the bin.", apiSuccess: "Notice Deleted" },
  },
  addWorkCounter: {
    input: oneLanguageAtLeast(z.object({ ...category, count }), ["category"]),
    upload: null,
    texts: {
      missing: "Required Fields",
      conflict: CATEGORY_TAKEN,
      fault: "Server Error",
      formSuccess: "The work counter was added.",
      apiSuccess: "Work Details Added",
    },
  },
  updateWorkCounter: {
    input: oneLanguageAtLeast(z.object({ _id: recordId, ...category, count }), ["category"]),
    upload: null,
    texts: {
      missing: "Reuired Fields",
      conflict: CATEGORY_TAKEN,
      fault: "Internal Server Error",
      formSuccess: "The work counter was updated.",
      apiSuccess: "Work Details Updated",
    },
  },
  deleteWorkCounter: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The work counter was moved to the bin.", apiSuccess: "Work Details Deleted" },
  },
  addPhotoStory: {
    input: oneLanguageAtLeast(z.object({ ...details, uploadKey: optional(z.string().regex(/^[A-Za-z0-9-]{16,64}$/, "uploadKey is not a valid key")) }), [
      "details",
    ]),
    upload: { kind: "photo", required: true },
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The photo story was added.", apiSuccess: "Content Added" },
  },
  updatePhotoStory: {
    input: oneLanguageAtLeast(z.object({ _id: recordId, ...details }), ["details"]),
    upload: { kind: "photo", required: false },
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The photo story was updated.", apiSuccess: "Content Updated" },
  },
  movePhotoStory: { input: move, upload: null, texts: moveTexts },
  moveWorkCounter: { input: move, upload: null, texts: moveTexts },
  showPhotoStoryOnHome: {
    input: z.object({ _id: recordId, onHome: yesOrNo("onHome") }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The home page's carousel was changed.", apiSuccess: null },
  },
  deletePhotoStory: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The photo story was moved to the bin.", apiSuccess: "Content Deleted" },
  },
  saveTrustProfile: {
    input: oneLanguageAtLeast(
      z.object({
        ...inTwoLanguages("name", LIMITS.line),
        ...inTwoLanguages("shortName", LIMITS.line),
        ...inTwoLanguages("tagline", LIMITS.line),
        ...inTwoLanguages("about", LIMITS.paragraphs),
        founderName: line("founderName"),
        ...inTwoLanguages("founderRole", LIMITS.line),
        ...inTwoLanguages("founderMessage", LIMITS.paragraphs),
        formedOn: optional(calendarDate("formedOn")),
        ...inTwoLanguages("formedUnder", LIMITS.line),
      }),
      ["name"],
    ),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The trust's profile was saved.", apiSuccess: null },
  },
  saveContact: {
    input: z.object({
      phone: optional(indianPhoneOrLandline("phone")),
      whatsapp: optional(indianPhone("whatsapp")),
      email: optional(
        z.string().max(LIMITS.line, `email may be at most ${LIMITS.line} characters`).email("email must be an e-mail address, such as office@trust.example.in"),
      ),
      ...inTwoLanguages("address", LIMITS.paragraphs),
      workingLocations: paragraphs("workingLocations"),
      mapLink: optional(httpsOn("mapLink", [], "https://maps.app.goo.gl/…")),
      facebook: optional(httpsOn("facebook", ["facebook.com"], "https://www.facebook.com/yourtrust")),
      instagram: optional(httpsOn("instagram", ["instagram.com"], "https://www.instagram.com/yourtrust")),
      youtube: optional(httpsOn("youtube", ["youtube.com"], "https://www.youtube.com/@yourtrust")),
      x: optional(httpsOn("x", ["x.com", "twitter.com"], "https://x.com/yourtrust")),
    }),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The contact details were saved.", apiSuccess: null },
  },
  saveDonationDetails: {
    input: z.object({
      accountName: line("accountName"),
      accountNumber: optional(
        z
          .string()
          .transform((value) => value.replace(/\s/g, ""))
          .pipe(z.string().regex(/^\d{9,18}$/, "accountNumber must be 9 to 18 digits")),
      ),
      ifsc: optional(code("ifsc", /^[A-Z]{4}0[A-Z0-9]{6}$/, "SBIN0001234 (4 letters, a zero, then 6 letters or digits)")),
      bankBranch: line("bankBranch"),
      donorPhone: optional(indianPhoneOrLandline("donorPhone")),
      upiId: optional(z.string().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, "upiId must be a UPI address, such as yourtrust@sbi")),
      pan: optional(code("pan", /^[A-Z]{5}\d{4}[A-Z]$/, "AAATR1234C (5 letters, 4 digits, a letter)")),
      reg12A: line("reg12A"),
      reg80G: line("reg80G"),
      reg80GValidUntil: optional(calendarDate("reg80GValidUntil")),
      reg12AValidUntil: optional(calendarDate("reg12AValidUntil")),
      reg80GIssuedOn: optional(calendarDate("reg80GIssuedOn")),
      darpanId: line("darpanId"),
      csr1: line("csr1"),
      fcra: line("fcra"),
    }),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The donation details were saved.", apiSuccess: null },
  },
  saveLogo: {
    input: z.object({}),
    upload: { kind: "photo", required: true },
    texts: { missing: "Choose the logo to upload.", fault: "Server Error", formSuccess: "The logo was saved.", apiSuccess: null },
  },
  removeLogo: {
    input: z.object({}),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The logo was removed.", apiSuccess: null },
  },
  saveUpiQr: {
    input: z.object({}),
    upload: { kind: "photo", required: true },
    texts: {
      missing: "Choose the photo of the bank's QR code to upload.",
      fault: "Server Error",
      formSuccess: "The bank's QR code was saved.",
      apiSuccess: null,
    },
  },
  removeUpiQr: {
    input: z.object({}),
    upload: null,
    texts: {
      missing: "Required Fields",
      fault: "Server Error",
      formSuccess: "The bank's QR code was removed: the donate page shows its own again.",
      apiSuccess: null,
    },
  },
  verifyDonation: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: {
      missing: "Data Missing",
      conflict: "This donation was already verified or rejected.",
      fault: "Server Error",
      formSuccess: "The donation was verified and its receipt numbered.",
      apiSuccess: null,
    },
  },
  rejectDonation: {
    input: z.object({ _id: recordId, reason: text("reason", LIMITS.line) }),
    upload: null,
    texts: {
      missing: "Say why the donation is rejected.",
      conflict: "This donation was already verified or rejected.",
      fault: "Server Error",
      formSuccess: "The donation was rejected.",
      apiSuccess: null,
    },
  },
  confirmReceiptLaw: {
    input: z.object({
      year: text("year", 7).pipe(z.string().regex(/^\d{4}-\d{2}$/, "year must be a financial year, such as 2026-27")),
      wording: text("wording", LIMITS.line),
      wordingHi: optional(text("wordingHi", LIMITS.line)),
    }),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The law the receipts name was saved for the year.", apiSuccess: null },
  },
  resendReceipt: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The receipt will be e-mailed again now.", apiSuccess: null },
  },
  cancelDonation: {
    input: z.object({ _id: recordId, reason: text("reason", LIMITS.line) }),
    upload: null,
    texts: {
      missing: "Say why the receipt is cancelled.",
      conflict: "Only a verified donation has a receipt to cancel.",
      fault: "Server Error",
      formSuccess: "The receipt was cancelled. Its number stays used.",
      apiSuccess: null,
    },
  },
  deleteDonation: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The donor's details were erased.", apiSuccess: null },
  },
  shareReceipt: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: {
      missing: "Data Missing",
      conflict: "Only a verified donation has a receipt to share.",
      fault: "Server Error",
      formSuccess: "The receipt link is ready to send.",
      apiSuccess: null,
    },
  },
  stopSharingReceipt: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The receipt link was taken back: it no longer opens.", apiSuccess: null },
  },
  restoreFromBin: {
    input: z.object({ _id: recordId }),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "It is back where it was.", apiSuccess: null },
  },
  emptyBin: {
    input: z.object({}),
    upload: null,
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The bin was emptied.", apiSuccess: null },
  },
  removeDemoContent: {
    input: z.object({}),
    upload: null,
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The demo content was removed.", apiSuccess: null },
  },
} satisfies Record<string, Operation>;

/** Every row: the site's own above, and those the kinds declare in their folders (kinds/kind.ts). */
type EveryRow = typeof operations & KindOperations;

export type OperationName = keyof EveryRow;
export type OperationInput<N extends OperationName> = z.infer<EveryRow[N]["input"]>;

/** The row of an operation, the site's own or a kind's. */
export function rowOf<N extends OperationName>(name: N): EveryRow[N] {
  return (Object.hasOwn(operations, name) ? operations[name as keyof typeof operations] : kindOperations()[name as keyof KindOperations]) as EveryRow[N];
}

/** Every row, by its name. */
export function everyRow(): Record<OperationName, Operation> {
  return { ...operations, ...kindOperations() };
}
