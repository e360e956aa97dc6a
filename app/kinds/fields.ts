import type { Lang } from "~/i18n/texts";
import { LIMITS } from "~/domain/limits";

// The fields of an owner's form, declared once, each with what it takes (the form's `required`,
// length and type; the server's rules bound the same) and what it is called in each language.
// The form shows them (components/form-fields.tsx); a refusal names a field by the same label.

/** A field the owner types into: a line or a text (in English, Hindi or both: `name` and `nameHi`), a link, a phone. */
type TypedRules = {
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
type DayRules = { type: "date" | "time"; required?: boolean };

/** A whole number from `min` to `max` (a count). */
type NumberRules = { type: "number"; required?: boolean; min: number; max: number };

/** One of a few values, each named in both languages; `chosen` is chosen until she chooses (so one is always sent). */
type ChoiceRules = { type: "choice"; choices: Record<string, Record<Lang, string>>; chosen: string };

export type FieldRules = TypedRules | DayRules | NumberRules | ChoiceRules;

/**
 * What most kinds' fields take, named once: a required line in English, Hindi or both (a title, a
 * question, a village), as the server's `inTwoLanguages(name, LIMITS.line)` with `oneLanguageAtLeast`.
 */
export const requiredLineInBoth = { twoLanguages: true, required: true, maxLength: LIMITS.line } as const;

/** A required paragraph in English, Hindi or both (a story, a caption, an answer). */
export const requiredParagraphInBoth = { twoLanguages: true, multiline: true, required: true, maxLength: LIMITS.details } as const;

/** A field of a form whose texts the site's catalogues give by its name (the trust's details). */
export type FormField = FieldRules & { name: string };

/** A field's label and the line under it, in one language. */
export type FieldText = { label: string; help?: string; choices?: Record<string, string> };

/** A field's `[label, help]` in each language. */
export type FieldLabels = Record<Lang, readonly [label: string, help?: string]>;

/** A kind's fields by name, in the form's order: what each takes, and `[label, help]` in each language. */
export type FieldDeclarations = Record<string, FieldRules & FieldLabels>;

/**
 * A kind's fields: first what each takes, a line a field, then what each is called in both
 * languages. Kept apart so the rules read as one table and the words as another; the rules keep
 * their literal types, and a field without its words, or words without a field, does not compile.
 */
export function declareFields<const Rules extends Record<string, FieldRules>>(rules: Rules, labels: Record<keyof Rules, FieldLabels>): Labelled<Rules> {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, { ...rule, ...labels[name] }])) as Labelled<Rules>;
}

/** Each declared field's rules, as written, with its words. */
type Labelled<Rules> = { [Name in keyof Rules]: Rules[Name] & FieldLabels };

/** Declared fields as a form lists them. */
export function formFieldsOf(fields: FieldDeclarations): FormField[] {
  return Object.entries(fields).map(([name, field]) => ({ ...field, name }));
}

/** The names a field is posted under: a field in two languages posts its Hindi as `nameHi` beside `name`. */
export function namesSentBy(field: FormField): string[] {
  return "twoLanguages" in field && field.twoLanguages ? [field.name, `${field.name}Hi`] : [field.name];
}

/** A saved row as the form of its declared fields shows it: each field's text, a count as its digits, nothing as empty. */
export function formValuesOf(fields: FieldDeclarations, row: object): Record<string, string> {
  const saved = row as Record<string, unknown>;
  return Object.fromEntries(
    formFieldsOf(fields)
      .flatMap(namesSentBy)
      .map((name) => {
        const value = saved[name];
        return [name, typeof value === "string" ? value : typeof value === "number" ? String(value) : ""];
      }),
  );
}

/** Declared fields' labels and help in one language, and the names of a choice's values. */
export function fieldTextsIn(fields: FieldDeclarations, lang: Lang): Record<string, FieldText> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const [label, help] = field[lang];
      const choices =
        field.type === "choice" ? { choices: Object.fromEntries(Object.entries(field.choices).map(([value, named]) => [value, named[lang]])) } : {};
      return [name, { label, ...(help ? { help } : {}), ...choices }];
    }),
  );
}

/** A form's fields named by their labels ("Map link", not mapLink), from its texts of each field: how a refusal names them. */
export function labelsOf(texts: Record<string, FieldText>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([name, { label }]) => [name, label]));
}

/** Declared fields named by their labels in one language. */
export function labelsIn(fields: FieldDeclarations, lang: Lang): Record<string, string> {
  return labelsOf(fieldTextsIn(fields, lang));
}
