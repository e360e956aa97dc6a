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
/** A field's rule that was broken: which field (as the JSON API names it), which rule, and its limit or example. */
export type BrokenRule = { rule: Rule; field: string; detail?: string };
export type Said = Words | BrokenRule;

type SentenceKey = Exclude<keyof Catalogue["said"], "rules">;
const sentenceKeys = Object.keys(en.said).filter((key): key is SentenceKey => key !== "rules");

/** The sentences the whole site shares, in both languages, by key. */
export const said = Object.fromEntries(sentenceKeys.map((key) => [key, { en: en.said[key], hi: hi.said[key] }])) as Record<SentenceKey, Words>;

// The fields a rule names, by the labels the owner's forms give them (the trust's details by
// their own). A field two forms share a name with (a team member's line and the trust's story
// are both "about") takes a word that fits both. A kind names its own fields in its folder
// (its rows' hindiFields).
const owner = hi.owner;
const HINDI_FIELDS: Record<string, string> = {
  userid: owner.password.userid,
  password: "पासवर्ड",
  oldPassword: owner.password.old,
  newPassword: owner.password.new,
  about: "परिचय",
  year: "साल",
  reason: owner.donations.whyRejected,
  wording: owner.donations.law.wording,
};

/** A field's name on a Hindi form: "…Hi" is the same field's Hindi twin. Empty for a field the owner never types. */
function hindiFieldName(field: string, own: Record<string, string> = {}): string {
  const hindi = field.endsWith("Hi");
  const base = hindi ? field.slice(0, -2) : field;
  const label = own[base] ?? HINDI_FIELDS[base] ?? (owner.details.fields as Record<string, { label: string } | undefined>)[base]?.label;
  if (!label) return "";
  return hindi ? `${label} (हिंदी)` : label;
}

type Wording = (field: string, detail: string) => string;

function ruleIn(lang: Lang, { rule, field, detail = "" }: BrokenRule, hindiFields?: Record<string, string>): string {
  if (lang === "en") return (en.said.rules[rule] as Wording)(field, detail);
  const name = hindiFieldName(field, hindiFields);
  return name ? (hi.said.rules[rule] as Wording)(name, detail) : said.useTheButtons.hi;
}

/** What the server said, in `lang`; a kind's form names its own fields in Hindi with `hindiFields`. */
export function sayIn(lang: Lang, message: Said, hindiFields?: Record<string, string>): string {
  return "rule" in message ? ruleIn(lang, message, hindiFields) : message[lang];
}

/** What the JSON API says: the English. */
export function english(message: Said): string {
  return sayIn("en", message);
}

/** What only a JSON API client is ever told (a malformed body): it reads English, and no form can send it. */
export function toApiClients(sentence: string): Words {
  return { en: sentence, hi: sentence };
}

/** A text of the catalogues, in both languages: `pick` finds it in either. */
export function inBoth(pick: (catalogue: Catalogue) => string): Words {
  return { en: pick(en), hi: pick(hi) };
}
