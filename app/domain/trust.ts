import { calendarDay } from "./calendar-day";
import type { TrustDetails } from "@prisma/client";
import { type Lang, readableDate, textIn, textsOf } from "~/i18n/texts";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";

// How the trust's own facts read on a page: formatted, and a detail not given left out. No
// placeholder is ever shown; before the owner sets a name the site calls itself by a neutral
// one ("Charitable Trust", in the page's language).

const WHATSAPP_GREETING: Record<Lang, string> = {
  en: "Namaste! I found your website and would like to know more about the trust's work.",
  hi: "नमस्ते! मैंने आपकी वेबसाइट देखी है और ट्रस्ट के काम के बारे में और जानना चाहता/चाहती हूँ।",
};

/** A number as it reads aloud: a mobile +91 98765 43210, a landline as saved (05482 224316). */
function readablePhone(saved: string): string {
  return saved.startsWith("0") ? saved : `+91 ${saved.slice(0, 5)} ${saved.slice(5)}`;
}

/** A number to call: how it reads, and its tel: link. */
function phoneLink(saved: string | null | undefined) {
  return saved ? { label: readablePhone(saved), href: `tel:+91${saved.replace(/\D/g, "").replace(/^0/, "")}` } : null;
}

const lines = (value: string | null) =>
  (value ?? "")
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);
const paragraphs = (value: string | null) =>
  (value ?? "")
    .split(/\n\s*\n/)
    .map((item) => item.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);

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

/** The trust's registrations a donor looks for, each only when given, 80G with its validity. */
function registrationsOf(d: TrustDetails | null, lang: Lang) {
  const t = textsOf(lang).site.registrations;
  const validity = d?.reg80G && d.reg80GValidUntil ? t.validUntil(readableDate(d.reg80GValidUntil, lang)) : null;
  return given({ pan: d?.pan, reg12A: d?.reg12A, reg80G: d?.reg80G, darpanId: d?.darpanId, csr1: d?.csr1 }).map(([key, value]) => ({
    label: t[key as "pan" | "reg12A" | "reg80G" | "darpanId" | "csr1"],
    value,
    note: key === "reg80G" ? validity : null,
  }));
}

/** The trust as every public page shows it, in the page's language. */
export function viewOfTrust(details: TrustDetails | null, lang: Lang = "en", today = new Date()) {
  const has = (value: string | null | undefined): value is string => Boolean(value);
  const d = details;
  const t = textsOf(lang);
  const name = textIn(lang, d?.name, d?.nameHi) || t.site.neutralName;
  const eightyGValid = has(d?.reg80G) && has(d?.reg80GValidUntil) && d.reg80GValidUntil >= calendarDay(today);
  return {
    name,
    shortName: textIn(lang, d?.shortName, d?.shortNameHi) || name,
    tagline: textIn(lang, d?.tagline, d?.taglineHi) || null,
    logo: sourcesOfOptionalPhoto(d?.logoKey, d?.logoWidth, d?.logoHeight),
    logoKey: d?.logoKey ?? null,
    about: paragraphs(textIn(lang, d?.about, d?.aboutHi)),
    vision: textIn(lang, d?.vision, d?.visionHi) || null,
    founder:
      d && (has(d.founderMessage) || has(d.founderMessageHi))
        ? {
            name: d.founderName ?? null,
            role: textIn(lang, d.founderRole, d.founderRoleHi) || null,
            paragraphs: paragraphs(textIn(lang, d.founderMessage, d.founderMessageHi)),
          }
        : null,
    formed: {
      date: d?.formedOn ?? null,
      on: has(d?.formedOn) ? readableDate(d.formedOn, lang) : null,
      under: textIn(lang, d?.formedUnder, d?.formedUnderHi) || null,
    },
    phone: phoneLink(d?.phone),
    whatsapp: has(d?.whatsapp) ? `https://wa.me/91${d.whatsapp}?text=${encodeURIComponent(WHATSAPP_GREETING[lang])}` : null,
    email: d?.email ?? null,
    address: lines(textIn(lang, d?.address, d?.addressHi) || null),
    workingLocations: lines(d?.workingLocations ?? null),
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
    registrations: registrationsOf(d, lang),
    eightyG: eightyGValid ? { number: d?.reg80G ?? "", validUntil: readableDate(d?.reg80GValidUntil ?? "", lang) } : null,
  };
}

export type TrustView = ReturnType<typeof viewOfTrust>;

/** How long before a registration ends the owner's home starts to remind: 90 days, then again at 30 and at 7 (the wording counts down). */
const REGISTRATION_REMINDER_DAYS = 90;

/**
 * The trust's registrations that end within 90 days or have ended, with how many days are left
 * (0 or less once ended): the owner's home warns of each.
 */
export function endingRegistrations(d: Pick<TrustDetails, "reg80G" | "reg80GValidUntil" | "reg12A" | "reg12AValidUntil"> | null, today: string) {
  const days = (until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return [
    { which: "80G", number: d?.reg80G, until: d?.reg80GValidUntil },
    { which: "12A", number: d?.reg12A, until: d?.reg12AValidUntil },
  ]
    .filter((registration): registration is { which: string; number: string; until: string } => Boolean(registration.number && registration.until))
    .map(({ which, until }) => ({ which, until, days: days(until) }))
    .filter((registration) => registration.days <= REGISTRATION_REMINDER_DAYS);
}

/** The trust's name in a language (else in the other), or "our trust" before it has one: for what is sent to a donor. */
export function trustNameIn(lang: Lang, d: Pick<TrustDetails, "name" | "nameHi"> | null): string {
  return textIn(lang, d?.name, d?.nameHi) || textsOf(lang).owner.donations.ourTrust;
}
