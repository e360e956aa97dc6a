import { en } from "~/i18n/en";
import { hi } from "~/i18n/hi";
import { type FieldNames, said, type Words } from "~/i18n/said";
import { z } from "zod";
import { kindOperations, type KindOperations } from "~/kinds/kinds.server";
import {
  broke,
  calendarDate,
  code,
  httpsOn,
  indianPhone,
  indianPhoneOrLandline,
  inTwoLanguages,
  oneLanguageAtLeast,
  optional,
  password,
  recordId,
  text,
} from "./rules";
import { LIMITS } from "./limits";
import { byId, line, type Operation, requiredFile, rowTexts, savedTexts } from "./operation-parts";
import { labelsOf } from "~/kinds/fields";

export type { Operation };

const paragraphs = (name: string) => optional(text(name, LIMITS.paragraphs));

/** The trust's details, named on their forms by the labels there, in each language ("Map link", not mapLink). */
const detailsNames: FieldNames = { en: labelsOf(en.owner.details.fields), hi: labelsOf(hi.owner.details.fields) };

/** Saving and removing one of the trust's own photos (its logo, the bank's UPI QR code): a form of no fields but the photo. */
const trustPhotoRows = {
  save: (saved: Words, choose: Words) => ({
    input: z.object({}),
    upload: requiredFile("photo"),
    texts: rowTexts(saved, { missing: choose }),
  }),
  remove: (removed: Words) => ({ input: z.object({}), texts: savedTexts(removed) }),
};

// One row per operation of the site's own: the login and the password, the trust's facts, the
// donations, the bin and the demo. Each kind of content declares its own rows in its folder
// (kinds/); the forms of the owner's area and the JSON API run both alike
// (http/owner-forms.server.ts, http/api.server.ts), through rowOf. These are bound in
// operations.server.ts.
export const operations = {
  login: {
    input: z.object({ userid: text("userid", LIMITS.userid), password: password("password") }),
    texts: rowTexts(null, { missing: said.requiredFields, conflict: said.invalidCredentials, apiSuccess: "Login Successful" }),
  },
  logout: { input: z.object({}), texts: rowTexts(null, { missing: said.requiredFields, apiSuccess: "Logged Out" }) },
  chooseOwnerLanguage: {
    input: z.object({ language: text("language", 2).pipe(z.enum(["en", "hi"], { message: broke("oneOf", "language", "en or hi") })) }),
    texts: rowTexts(null, { missing: said.requiredFields }),
  },
  changePassword: {
    input: z.object({
      userid: text("userid", LIMITS.userid),
      oldPassword: password("oldPassword"),
      newPassword: password("newPassword", { min: LIMITS.passwordMin }),
    }),
    texts: rowTexts(said.passwordChanged, {
      missing: said.requiredFields,
      conflict: said.invalidCredentials,
      fault: said.internalServerError,
      apiSuccess: "Password Changed",
    }),
  },
  saveTrustProfile: {
    input: oneLanguageAtLeast(
      z.object({
        ...inTwoLanguages("name", LIMITS.line),
        ...inTwoLanguages("shortName", LIMITS.line),
        ...inTwoLanguages("tagline", LIMITS.line),
        ...inTwoLanguages("about", LIMITS.paragraphs),
        ...inTwoLanguages("vision", LIMITS.details),
        founderName: line("founderName"),
        ...inTwoLanguages("founderRole", LIMITS.line),
        ...inTwoLanguages("founderMessage", LIMITS.paragraphs),
        formedOn: optional(calendarDate("formedOn")),
        ...inTwoLanguages("formedUnder", LIMITS.line),
      }),
      ["name"],
    ),
    texts: savedTexts(said.profileSaved),
    fieldNames: detailsNames,
  },
  saveContact: {
    input: z.object({
      phone: optional(indianPhoneOrLandline("phone")),
      whatsapp: optional(indianPhone("whatsapp")),
      email: optional(
        z
          .string()
          .max(LIMITS.line, broke("tooLong", "email", LIMITS.line))
          .email(broke("email", "email")),
      ),
      ...inTwoLanguages("address", LIMITS.paragraphs),
      workingLocations: paragraphs("workingLocations"),
      mapLink: optional(httpsOn("mapLink", [], "https://maps.app.goo.gl/…")),
      facebook: optional(httpsOn("facebook", ["facebook.com"], "https://www.facebook.com/yourtrust")),
      instagram: optional(httpsOn("instagram", ["instagram.com"], "https://www.instagram.com/yourtrust")),
      youtube: optional(httpsOn("youtube", ["youtube.com"], "https://www.youtube.com/@yourtrust")),
      x: optional(httpsOn("x", ["x.com", "twitter.com"], "https://x.com/yourtrust")),
    }),
    texts: savedTexts(said.contactSaved),
    fieldNames: detailsNames,
  },
  saveDonationDetails: {
    input: z.object({
      accountName: line("accountName"),
      accountNumber: optional(
        z
          .string()
          .transform((value) => value.replace(/\s/g, ""))
          .pipe(z.string().regex(/^\d{9,18}$/, broke("accountNumber", "accountNumber"))),
      ),
      ifsc: optional(code("ifsc", /^[A-Z]{4}0[A-Z0-9]{6}$/, "ifsc")),
      bankBranch: line("bankBranch"),
      donorPhone: optional(indianPhoneOrLandline("donorPhone")),
      upiId: optional(z.string().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, broke("upiId", "upiId"))),
      pan: optional(code("pan", /^[A-Z]{5}\d{4}[A-Z]$/, "pan")),
      reg12A: line("reg12A"),
      reg80G: line("reg80G"),
      reg80GValidUntil: optional(calendarDate("reg80GValidUntil")),
      reg12AValidUntil: optional(calendarDate("reg12AValidUntil")),
      reg80GIssuedOn: optional(calendarDate("reg80GIssuedOn")),
      darpanId: line("darpanId"),
      csr1: line("csr1"),
      fcra: line("fcra"),
    }),
    texts: savedTexts(said.donationDetailsSaved),
    fieldNames: detailsNames,
  },
  saveLogo: trustPhotoRows.save(said.logoSaved, said.chooseLogo),
  removeLogo: trustPhotoRows.remove(said.logoRemoved),
  saveUpiQr: trustPhotoRows.save(said.upiQrSaved, said.chooseUpiQr),
  removeUpiQr: trustPhotoRows.remove(said.upiQrRemoved),
  verifyDonation: { input: byId, texts: rowTexts(said.donationVerified, { conflict: said.donationAlreadyDecided }) },
  rejectDonation: {
    input: z.object({ _id: recordId, reason: text("reason", LIMITS.line) }),
    texts: rowTexts(said.donationRejected, { missing: said.sayWhyRejected, conflict: said.donationAlreadyDecided }),
  },
  confirmReceiptLaw: {
    input: z.object({
      year: text("year", 7).pipe(z.string().regex(/^\d{4}-\d{2}$/, broke("financialYear", "year"))),
      wording: text("wording", LIMITS.line),
      wordingHi: optional(text("wordingHi", LIMITS.line)),
    }),
    texts: savedTexts(said.receiptLawSaved),
  },
  resendReceipt: { input: byId, texts: rowTexts(said.receiptMailedAgain) },
  cancelDonation: {
    input: z.object({ _id: recordId, reason: text("reason", LIMITS.line) }),
    texts: rowTexts(said.receiptCancelled, { missing: said.sayWhyCancelled, conflict: said.onlyVerifiedCancels }),
  },
  deleteDonation: { input: byId, texts: rowTexts(said.donorErased) },
  shareReceipt: { input: byId, texts: rowTexts(said.receiptLinkReady, { conflict: said.onlyVerifiedShares }) },
  stopSharingReceipt: { input: byId, texts: rowTexts(said.receiptLinkTakenBack) },
  restoreFromBin: { input: byId, texts: rowTexts(said.restored) },
  emptyBin: { input: z.object({}), texts: rowTexts(said.binEmptied) },
  removeDemoContent: { input: z.object({}), texts: savedTexts(said.demoRemoved) },
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
