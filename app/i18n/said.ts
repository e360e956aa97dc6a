import { en } from "./en";
import { hi } from "./hi";
import type { Catalogue, Lang } from "./texts";

// What the server says to a form or to a JSON API client is data, not an English sentence: a
// sentence written in both languages where it is decided (the shared ones are the catalogues'
// `said`, a kind's own are in its folder), or a broken rule that each language words. The JSON
// API says the English, byte for byte as it always has; the owner's forms say the owner's language.

/** A sentence in both languages. */
export type Words = Record<Lang, string>;
type Rule = keyof Catalogue["said"]["rules"];
/** A field's rule that was broken: which field (as the JSON API names it), which rule, and its limit or example; `others`, more fields that broke it. */
export type BrokenRule = { rule: Rule; field: string; detail?: string; others?: string[] };
export type Said = Words | BrokenRule;

type SentenceKey = Exclude<keyof Catalogue["said"], "rules">;
const sentenceKeys = Object.keys(en.said).filter((key): key is SentenceKey => key !== "rules");

/** The sentences the whole site shares, in both languages, by key. */
export const said = Object.fromEntries(sentenceKeys.map((key) => [key, { en: en.said[key], hi: hi.said[key] }])) as Record<SentenceKey, Words>;

/**
 * The names of a row's own fields on the owner's forms, by language. A form names a field by its
 * label, in the form's language; a field the owner types that has no label here is named on an
 * English form by the code's name written as words ("Title", "Title (Hindi)"), never as code.
 */
export type FieldNames = Partial<Record<Lang, Record<string, string>>>;

// The fields of the site's own forms, by the labels those forms give them (a kind names its own
// in its folder, and the trust's details theirs: their rows' fieldNames).
const SHARED_FIELDS: Record<Lang, Record<string, string>> = {
  hi: {
    userid: hi.owner.password.userid,
    password: "पासवर्ड",
    oldPassword: hi.owner.password.old,
    newPassword: hi.owner.password.new,
    year: "साल",
    reason: hi.owner.donations.whyRejected,
    wording: hi.owner.donations.law.wording,
    wordingHi: hi.owner.donations.law.wordingHi,
  },
  en: {
    userid: en.owner.password.userid,
    oldPassword: en.owner.password.old,
    newPassword: en.owner.password.new,
    reason: en.owner.donations.whyRejected,
    wording: en.owner.donations.law.wording,
    wordingHi: en.owner.donations.law.wordingHi,
  },
};

/** A code's name written as words: "showUntil" is "Show until". */
const asWords = (field: string) => {
  const words = field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's name on a form in `lang`: "…Hi" is the same field's Hindi twin, unless it has a label of its own. Empty for a field a Hindi form never shows. */
function fieldName(lang: Lang, field: string, own: Record<string, string> = {}): string {
  const itsOwn = own[field] ?? SHARED_FIELDS[lang][field];
  if (itsOwn) return itsOwn;
  const hindi = field.endsWith("Hi");
  const base = hindi ? field.slice(0, -2) : field;
  const label = own[base] ?? SHARED_FIELDS[lang][base] ?? (lang === "en" ? asWords(base) : undefined);
  if (!label) return "";
  return hindi ? `${label} (${lang === "hi" ? "हिंदी" : "Hindi"})` : label;
}

type Wording = (field: string, detail: string) => string;

/** Every field that broke the rule, the first first. */
const brokenBy = ({ field, others = [] }: BrokenRule) => [field, ...others];

function ruleIn(lang: Lang, broken: BrokenRule, names: FieldNames = {}): string {
  const { rule, detail = "" } = broken;
  const named = brokenBy(broken)
    .map((one) => fieldName(lang, one, names[lang]))
    .filter(Boolean);
  return named.length > 0 ? ((lang === "hi" ? hi : en).said.rules[rule] as Wording)(named.join(", "), detail) : said.useTheButtons[lang];
}

/** What the server said to an owner's form, in `lang`; a row names its own fields with `names`. */
export function sayIn(lang: Lang, message: Said, names?: FieldNames): string {
  return "rule" in message ? ruleIn(lang, message, names) : message[lang];
}

/** What the JSON API says: the English, a field named as the API names it. */
export function english(message: Said): string {
  return "rule" in message ? (en.said.rules[message.rule] as Wording)(brokenBy(message).join(", "), message.detail ?? "") : message.en;
}

/** What only a JSON API client is ever told (a malformed body): it reads English, and no form can send it. */
export function toApiClients(sentence: string): Words {
  return { en: sentence, hi: sentence };
}

/** A text of the catalogues, in both languages: `pick` finds it in either. */
export function inBoth(pick: (catalogue: Catalogue) => string): Words {
  return { en: pick(en), hi: pick(hi) };
}
