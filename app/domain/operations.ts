import { z } from "zod";
import { kindOperations, type KindOperations } from "~/kinds/kinds.server";
import {
  calendarDate,
  code,
  httpsOn,
  indianPhone,
  indianPhoneOrLandline,
  inTwoLanguages,
  LIMITS,
  oneLanguageAtLeast,
  optional,
  password,
  recordId,
  text,
} from "./rules";
import { line, type Operation } from "./operation-parts";

export type { Operation };

const paragraphs = (name: string) => optional(text(name, LIMITS.paragraphs));

// One row per operation of the site's own: the login and the password, the trust's facts, the
// donations, the bin and the demo. Each kind of content declares its own rows in its folder
// (kinds/); the forms of the owner's area and the JSON API run both alike
// (http/owner-forms.server.ts, http/api.server.ts), through rowOf. These are bound in
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
