import type { OwnerOperation } from "~/domain/operations.server";
import { LIMITS } from "~/domain/limits";
import type { FormField } from "~/kinds/fields";

// The forms of the trust's own facts, one per part of the facts: each names the operation that
// saves it and its fields; what the page and each field say is in the catalogues (owner.details).
type DetailsSection = {
  operation: Extract<OwnerOperation, "saveTrustProfile" | "saveContact" | "saveDonationDetails">;
  /** Its title, intro and button in the catalogues (owner.details). */
  texts: "trust" | "contact" | "donationDetails";
  fields: FormField[];
  /** A part of this section that has its own form (the logo is a photo, sent on its own), and its name in the catalogues. */
  alsoHere?: { to: string; text: "logo" | "upiQr" };
};

export const detailsSections: Record<string, DetailsSection> = {
  trust: {
    operation: "saveTrustProfile",
    texts: "trust",
    alsoHere: { to: "/login-home/logo", text: "logo" },
    fields: [
      { name: "name", twoLanguages: true, required: true, maxLength: LIMITS.line },
      { name: "shortName", twoLanguages: true, maxLength: LIMITS.line },
      { name: "tagline", twoLanguages: true, maxLength: LIMITS.line },
      { name: "about", twoLanguages: true, multiline: true, maxLength: LIMITS.paragraphs },
      { name: "vision", twoLanguages: true, multiline: true, maxLength: LIMITS.details },
      { name: "founderName", maxLength: LIMITS.line },
      { name: "founderRole", twoLanguages: true, maxLength: LIMITS.line },
      { name: "founderMessage", twoLanguages: true, multiline: true, maxLength: LIMITS.paragraphs },
      { name: "formedOn", type: "date" },
      { name: "formedUnder", twoLanguages: true, maxLength: LIMITS.line },
    ],
  },
  contact: {
    operation: "saveContact",
    texts: "contact",
    fields: [
      { name: "phone", type: "tel", maxLength: 20 },
      { name: "whatsapp", type: "tel", maxLength: 20 },
      { name: "email", type: "email", maxLength: LIMITS.line },
      { name: "address", twoLanguages: true, multiline: true, maxLength: LIMITS.paragraphs },
      { name: "workingLocations", multiline: true, maxLength: LIMITS.paragraphs },
      { name: "mapLink", type: "url", maxLength: 500 },
      { name: "facebook", type: "url", maxLength: 500 },
      { name: "instagram", type: "url", maxLength: 500 },
      { name: "youtube", type: "url", maxLength: 500 },
      { name: "x", type: "url", maxLength: 500 },
    ],
  },
  "donation-details": {
    operation: "saveDonationDetails",
    texts: "donationDetails",
    alsoHere: { to: "/login-home/upi-qr", text: "upiQr" },
    fields: [
      { name: "accountName", maxLength: LIMITS.line },
      { name: "accountNumber", maxLength: 30 },
      { name: "ifsc", maxLength: 20 },
      { name: "bankBranch", maxLength: LIMITS.line },
      { name: "donorPhone", type: "tel", maxLength: 20 },
      { name: "upiId", maxLength: LIMITS.line },
      { name: "pan", maxLength: 20 },
      { name: "reg12A", maxLength: LIMITS.line },
      { name: "reg12AValidUntil", type: "date" },
      { name: "reg80G", maxLength: LIMITS.line },
      { name: "reg80GValidUntil", type: "date" },
      { name: "reg80GIssuedOn", type: "date" },
      { name: "darpanId", maxLength: LIMITS.line },
      { name: "csr1", maxLength: LIMITS.line },
      { name: "fcra", maxLength: LIMITS.line },
    ],
  },
};
