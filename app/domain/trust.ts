import { calendarDay } from "./calendar-day";
import type { TrustDetails } from "@prisma/client";
import { readableDate, textIn, textsOf, type Lang } from "~/i18n/texts";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";

// How the trust's own facts read on a page: formatted, and a detail not given left out. No
// placeholder is ever shown; before the owner sets a name the site calls itself by a neutral
// one ("Charitable Trust", in the page's language).

/** Facts from the trust's deed, until the owner says otherwise: when and how it was formed, where it works. */
export const TRUST_DEFAULTS = {
  formedOn: "2023-11-08",
  formedUnder: "the Indian Trust Act of 1882",
  workingLocations: ["Ghazipur", "Lucknow", "Varanasi", "Mau", "Bhadohi", "Chandauli", "Gorakhpur"].join("\n"),
};

const WHATSAPP_GREETING: Record<Lang, string> = {
  en: "Namaste! I found your website and would like to know more about the trust's work.",
  hi: "नमस्ते! मैंने आपकी वेबसाइट देखी है और ट्रस्ट के काम के बारे में और जानना चाहता/चाहती हूँ।",
};

/** Ten digits as an Indian number reads aloud: +91 98765 43210. */
export function readablePhone(digits: string): string {
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A number to call: how it reads, and its tel: link. */
function phoneLink(digits: string | null | undefined) {
  return digits ? { label: readablePhone(digits), href: `tel:+91${digits}` } : null;
}

const lines = (value: string | null) => (value ?? "").split("\n").map((item) => item.trim()).filter(Boolean);
const paragraphs = (value: string | null) => (value ?? "").split(/\n\s*\n/).map((item) => item.replace(/\s*\n\s*/g, " ").trim()).filter(Boolean);

/** Text of several lines as one line: "Station Road,\nGhazipur" reads "Station Road, Ghazipur". */
export function onOneLine(text: string): string {
  return lines(text)
    .map((line) => line.replace(/,+$/, ""))
    .join(", ");
}

/** The labelled details that were given, in order; the rest are left out. */
export function given(details: Record<string, string | null | undefined>): [string, string][] {
  return Object.entries(details).filter((entry): entry is [string, string] => Boolean(entry[1]));
}

/** The trust as every public page shows it, in the page's language. */
export function viewOfTrust(details: TrustDetails | null, lang: Lang = "en", today = new Date()) {
  const has = (value: string | null | undefined): value is string => Boolean(value);
  const d = details;
  const t = textsOf(lang);
  const name = textIn(lang, d?.name, d?.nameHi) || t.site.neutralName;
  const formedUnder = d?.formedUnder ?? TRUST_DEFAULTS.formedUnder;
  const eightyGValid = has(d?.reg80G) && has(d?.reg80GValidUntil) && d.reg80GValidUntil >= calendarDay(today);
  return {
    name,
    shortName: textIn(lang, d?.shortName, d?.shortNameHi) || name,
    tagline: textIn(lang, d?.tagline, d?.taglineHi) || null,
    logo: sourcesOfOptionalPhoto(d?.logoKey, d?.logoWidth, d?.logoHeight),
    logoKey: d?.logoKey ?? null,
    about: paragraphs(textIn(lang, d?.about, d?.aboutHi)),
    founder:
      d && (has(d.founderMessage) || has(d.founderMessageHi))
        ? { name: d.founderName ?? null, role: textIn(lang, d.founderRole, d.founderRoleHi) || null, paragraphs: paragraphs(textIn(lang, d.founderMessage, d.founderMessageHi)) }
        : null,
    formed: { date: d?.formedOn ?? TRUST_DEFAULTS.formedOn, on: readableDate(d?.formedOn ?? TRUST_DEFAULTS.formedOn, lang), under: formedUnder === TRUST_DEFAULTS.formedUnder ? t.home.defaultAct : formedUnder },
    phone: phoneLink(d?.phone),
    whatsapp: has(d?.whatsapp) ? `https://wa.me/91${d.whatsapp}?text=${encodeURIComponent(WHATSAPP_GREETING[lang])}` : null,
    email: d?.email ?? null,
    address: lines(d?.address ?? null),
    workingLocations: lines(d ? d.workingLocations : TRUST_DEFAULTS.workingLocations),
    mapLink: d?.mapLink ?? null,
    social: given({ Facebook: d?.facebook, Instagram: d?.instagram, YouTube: d?.youtube, X: d?.x }).map(([label, href]) => ({ label, href })),
    bank: given({
      [t.donate.accountName]: d?.accountName,
      [t.donate.accountNumber]: d?.accountNumber,
      [t.donate.ifsc]: d?.ifsc,
      [t.donate.bankBranch]: d?.bankBranch,
    }).map(([label, value]) => ({ label, value })),
    upiId: d?.upiId ?? null,
    upiQr: sourcesOfOptionalPhoto(d?.upiQrKey, d?.upiQrWidth, d?.upiQrHeight),
    donorPhone: phoneLink(d?.donorPhone),
    eightyG: eightyGValid ? { number: d?.reg80G ?? "", validUntil: readableDate(d?.reg80GValidUntil ?? "", lang) } : null,
  };
}

export type TrustView = ReturnType<typeof viewOfTrust>;
