import { type FieldDeclarations, type FieldText, fieldTextsIn, type FormField, formFieldsOf, namesSentBy } from "~/kinds/fields";
import { useLang } from "~/i18n/use-texts";
import { SelectField, ShownMark, TextField, TwoLanguageField } from "./owner-form";
import { type Lang, LANGS } from "~/i18n/texts";

/** What a form's fields are filled with, by field name. */
export type Values = Record<string, string | null | undefined>;

/**
 * The fields of an owner's form as declared (kinds/fields.ts), each with its label and help,
 * filled with what was saved (or, after a refusal, with what was typed), and marked with what
 * they showed. Works without JavaScript.
 */
export function FormFields({ fields, texts, values }: { fields: readonly FormField[]; texts: Record<string, FieldText>; values?: Values }) {
  return (
    <>
      {values ? <ShownMark values={values} names={fields.flatMap(namesSentBy)} /> : null}
      {fields.map((field) => (
        <OneField key={field.name} field={field} text={texts[field.name]} values={values ?? {}} />
      ))}
    </>
  );
}

/** A kind's declared fields, in the owner's language. */
export function DeclaredFields({ fields, values }: { fields: FieldDeclarations; values?: Values }) {
  return <FormFields fields={formFieldsOf(fields)} texts={fieldTextsIn(fields, useLang())} values={values} />;
}

function OneField({ field, text, values }: { field: FormField; text: FieldText | undefined; values: Values }) {
  const { label = field.name, help } = text ?? {};
  if (field.type === "choice") {
    const choices = Object.keys(field.choices).map((value) => ({ value, label: text?.choices?.[value] ?? value }));
    return <SelectField id={field.name} label={label} defaultValue={values[field.name] ?? field.chosen} options={choices} wide />;
  }
  const named = { name: field.name, label, ...(help ? { help } : {}) };
  const typed = { ...named, id: field.name, required: field.required };
  const saved = values[field.name] ?? "";
  switch (field.type) {
    case "number":
      return <TextField {...typed} type="number" inputMode="numeric" min={field.min} max={field.max} defaultValue={saved} />;
    case "date":
    case "time":
      return <TextField {...typed} type={field.type} defaultValue={saved} />;
    default: {
      const { twoLanguages, type, multiline, maxLength, suggestions } = field;
      if (twoLanguages && suggestions)
        return <SuggestingTwoLanguageField {...named} {...{ multiline, maxLength, suggestions }} oneNeeded={field.required} values={values} />;
      if (twoLanguages) return <TwoLanguageField {...named} multiline={multiline} maxLength={maxLength} oneNeeded={field.required} values={values} />;
      return <TextField {...typed} multiline={multiline} maxLength={maxLength} defaultValue={saved} {...(type && type !== "text" ? { type } : {})} />;
    }
  }
}

/** A pair of boxes that suggest, each in its own language, what such a field usually holds. */
function SuggestingTwoLanguageField({
  suggestions,
  ...field
}: Omit<Parameters<typeof TwoLanguageField>[0], "suggestions"> & { suggestions: Record<Lang, readonly string[]> }) {
  const listOf = (lang: Lang) => `${field.name}${lang === "hi" ? "Hi" : ""}-suggestions`;
  return (
    <>
      <TwoLanguageField {...field} suggestions={{ en: listOf("en"), hi: listOf("hi") }} />
      {LANGS.map((lang) => (
        <datalist key={lang} id={listOf(lang)}>
          {suggestions[lang].map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ))}
    </>
  );
}
