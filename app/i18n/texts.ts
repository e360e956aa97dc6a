import { en } from "./en";
import { hi } from "./hi";
import { onIndiaClock } from "./india-clock.mjs";

export { indianNumber } from "./indian-number";

// The languages of the site. The URL is the language: /hi and /hi/… are Hindi, every other
// public address English; no cookie or header decides, so each language's page is kept and
// served alike.

export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

/** A catalogue's shape: English's keys, with any wording. */
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly string[]
      ? string[]
      : { [K in keyof T]: Wording<T[K]> };

export type Catalogue = Wording<typeof en>;

const catalogues: Record<Lang, Catalogue> = { en, hi };

export function textsOf(lang: Lang): Catalogue {
  return catalogues[lang];
}

/** The language an address is in. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** The language of the page a request asks for. */
export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A site address in a language: "/teams" in Hindi is "/hi/teams", "/" is "/hi". */
export function pathIn(lang: Lang, path: string): string {
  const english = path === "/hi" ? "/" : path.startsWith("/hi/") ? path.slice(3) : path;
  if (lang === "en") return english;
  return english === "/" ? "/hi" : `/hi${english}`;
}

/** "2026-11-22" as "22 November 2026", or "22 नवंबर 2026" (Latin digits in both). */
export function readableDate(isoDate: string, lang: Lang = "en"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${textsOf(lang).months[(month ?? 1) - 1]} ${year}`;
}

/** A moment as the owner reads it, in India's time: "26 November 2026, 14:05 India time". */
export function indiaMoment(iso: string, lang: Lang = "en"): string {
  const india = onIndiaClock(iso);
  return `${readableDate(india.slice(0, 10), lang)}, ${india.slice(11, 16)} ${textsOf(lang).owner.home.offsite.indiaTime}`;
}

/** The language a text the owner wrote is in, from its letters: Devanagari is Hindi. */
export function langOfText(text: string): Lang {
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return devanagari > latin ? "hi" : "en";
}

/**
 * The lang attribute a text the owner wrote needs on a page in `pageLang`: none when it is in
 * the page's language, else its own (an English tagline on a Hindi page is read as English).
 */
export function langAttribute(text: string | null | undefined, pageLang: Lang): { lang?: Lang } {
  if (!text) return {};
  const lang = langOfText(text);
  return lang === pageLang ? {} : { lang };
}

/**
 * What the owner wrote, for a page in `lang`: the text in the page's language when there is one,
 * else the other language's ("" when neither was written). Shown with langAttribute, a text in
 * the other language is marked as such.
 */
export function textIn(lang: Lang, english: string | null | undefined, hindi: string | null | undefined): string {
  return (lang === "hi" ? hindi || english : english || hindi) ?? "";
}

/** "Posted On 2026-11-22" as the product wrote it on English pages; "प्रकाशित: 22 नवंबर 2026" on Hindi ones. */
export function postedOn(isoDate: string, lang: Lang): string {
  return `${textsOf(lang).updates.postedOn} ${lang === "hi" ? readableDate(isoDate, "hi") : isoDate}`;
}
