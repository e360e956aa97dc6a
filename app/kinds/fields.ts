import type { Lang } from "~/i18n/texts";

// The fields of an owner's form, declared once: what each takes (the form's `required`, length
// and type; the server's rules bound the same), and what it is called in both languages, side by
// side. The form shows them (components/form-fields.tsx); a refusal names a field by the same label.

/** A field the owner types into: a line or a text (in English, Hindi or both: `name` and `nameHi`), a link, a phone. */
type TypedField = {
  name: string;
  type?: "text" | "email" | "tel" | "url";
  multiline?: boolean;
  /** Required; of a field in two languages, one of the two. */
  required?: boolean;
  maxLength: number;
  twoLanguages?: boolean;
  /** What the box suggests as she types, in each language (she may write another). */
  suggestions?: Record<Lang, readonly string[]>;
};

/** A day, or a time of day, which the browser's own control bounds. */
type DayField = { name: string; type: "date" | "time"; required?: boolean };

/** A whole number from `min` to `max` (a count). */
type NumberField = { name: string; type: "number"; required?: boolean; min: number; max: number };

export type FormField = TypedField | DayField | NumberField;

/** A field's label and the line under it, in one language. */
export type FieldText = { label: string; help?: string };

/** What each field of a kind's form is called, and the line under it, in each language: `{ en: [label, help], hi: [label, help] }`. */
export type FieldTexts<Name extends string = string> = Record<Name, Record<Lang, readonly [label: string, help?: string]>>;

/** A form's field texts in one language. */
export function fieldTextsIn<Name extends string>(texts: FieldTexts<Name>, lang: Lang): Record<Name, FieldText> {
  const inLang = Object.entries<FieldTexts[string]>(texts).map(([name, inBoth]) => {
    const [label, help] = inBoth[lang];
    return [name, { label, ...(help ? { help } : {}) }];
  });
  return Object.fromEntries(inLang) as Record<Name, FieldText>;
}

/** A form's fields named by their labels in one language ("Map link", not mapLink): how a refusal names them. */
export function labelsIn(texts: FieldTexts, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([name, inBoth]) => [name, inBoth[lang][0]]));
}
