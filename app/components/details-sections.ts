import type { OwnerOperation } from "~/domain/operations.server";
import { LIMITS } from "~/domain/rules";
import type { DetailField } from "./details-form";

// The forms of the trust's own facts, one per part of the facts: each names the operation that
// saves it, what the page says, and its fields with their help.
export type DetailsSection = {
  operation: Extract<OwnerOperation, "saveTrustProfile" | "saveContact" | "saveDonationDetails">;
  title: string;
  description: string;
  intro: string;
  submitLabel: string;
  fields: DetailField[];
  /** A part of this section that has its own form (the logo is a photo, sent on its own). */
  alsoHere?: { to: string; label: string };
};

export const detailsSections: Record<string, DetailsSection> = {
  trust: {
    operation: "saveTrustProfile",
    title: "The trust's profile",
    description: "The trust's name, story and founder's message.",
    intro: "What every page says about the trust. A field left empty is left out of the site.",
    submitLabel: "Save profile",
    alsoHere: { to: "/login-home/logo", label: "The trust's logo" },
    fields: [
      { name: "name", twoLanguages: true, label: "Name of the trust", help: "As it is registered, for example Asha Gramin Vikas Trust.", required: true, maxLength: LIMITS.line },
      { name: "shortName", twoLanguages: true, label: "Short name", help: "For the top of every page and the browser tab, on a small phone.", maxLength: LIMITS.line },
      { name: "tagline", twoLanguages: true, label: "One line about the trust", help: "Shown under the name on the home page.", maxLength: LIMITS.line },
      { name: "about", twoLanguages: true, label: "About the trust", help: "The story on the home page. Leave an empty line between paragraphs.", multiline: true, maxLength: LIMITS.paragraphs },
      { name: "founderName", label: "Founder's name", maxLength: LIMITS.line },
      { name: "founderRole", twoLanguages: true, label: "Founder's role", help: "For example Founder/Trustee.", maxLength: LIMITS.line },
      { name: "founderMessage", twoLanguages: true, label: "Founder's message", help: "Shown on Our Message. Leave an empty line between paragraphs.", multiline: true, maxLength: LIMITS.paragraphs },
      { name: "formedOn", label: "Date the trust was formed", type: "date", required: true, maxLength: 10 },
      { name: "formedUnder", label: "Formed under", help: "The act of registration, for example the Indian Trust Act of 1882.", required: true, maxLength: LIMITS.line },
    ],
  },
  contact: {
    operation: "saveContact",
    title: "Contact details",
    description: "How visitors reach the trust.",
    intro: "How visitors call, write to or find the trust. A field left empty is left out of the site.",
    submitLabel: "Save contact details",
    fields: [
      { name: "phone", label: "Phone", help: "Ten digits, with or without +91: 98765 43210.", type: "tel", maxLength: 20 },
      { name: "whatsapp", label: "WhatsApp number", help: "For the chat button. Ten digits, with or without +91.", type: "tel", maxLength: 20 },
      { name: "email", label: "E-mail", type: "email", maxLength: LIMITS.line },
      { name: "address", label: "Address", help: "One line of the address on each line.", multiline: true, maxLength: LIMITS.paragraphs },
      { name: "workingLocations", label: "Where the trust works", help: "One district or town on each line.", multiline: true, maxLength: LIMITS.paragraphs },
      { name: "mapLink", label: "Map link", help: "An https link to the office on a map.", type: "url", maxLength: 500 },
      { name: "facebook", label: "Facebook page", help: "https://www.facebook.com/…", type: "url", maxLength: 500 },
      { name: "instagram", label: "Instagram", help: "https://www.instagram.com/…", type: "url", maxLength: 500 },
      { name: "youtube", label: "YouTube channel", help: "https://www.youtube.com/@…", type: "url", maxLength: 500 },
      { name: "x", label: "X (Twitter)", help: "https://x.com/…", type: "url", maxLength: 500 },
    ],
  },
  "donation-details": {
    operation: "saveDonationDetails",
    title: "Donation details",
    description: "The trust's bank account and registrations.",
    intro: "The bank account donors give to, and the trust's registrations. A field left empty is left out of the site.",
    submitLabel: "Save donation details",
    alsoHere: { to: "/login-home/upi-qr", label: "The bank's UPI QR code" },
    fields: [
      { name: "accountName", label: "Account name", maxLength: LIMITS.line },
      { name: "accountNumber", label: "Account number", help: "9 to 18 digits.", maxLength: 30 },
      { name: "ifsc", label: "IFSC", help: "4 letters, a zero, then 6 letters or digits: SBIN0001234.", maxLength: 20 },
      { name: "bankBranch", label: "Bank and branch", maxLength: LIMITS.line },
      { name: "donorPhone", label: "Phone for donors", help: "Donors call it for their receipt. Ten digits, with or without +91.", type: "tel", maxLength: 20 },
      { name: "upiId", label: "UPI ID", help: "For example yourtrust@sbi. The donate page draws its QR code and payment links from it.", maxLength: LIMITS.line },
      { name: "pan", label: "PAN of the trust", help: "5 letters, 4 digits, a letter: AAATA1234C.", maxLength: 20 },
      { name: "reg12A", label: "12A registration number", maxLength: LIMITS.line },
      { name: "reg80G", label: "80G registration number", maxLength: LIMITS.line },
      { name: "reg80GValidUntil", label: "80G valid until", help: "The donate page promises an 80G deduction only until this date.", type: "date", maxLength: 10 },
      { name: "reg80GIssuedOn", label: "80G approval issued on", help: "The date on the 80G approval: Form 10BD asks for it.", type: "date", maxLength: 10 },
      { name: "darpanId", label: "NGO Darpan ID", maxLength: LIMITS.line },
      { name: "csr1", label: "CSR-1 registration number", maxLength: LIMITS.line },
      { name: "fcra", label: "FCRA registration number (if any)", maxLength: LIMITS.line },
    ],
  },
};
