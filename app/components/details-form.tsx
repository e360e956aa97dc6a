import type { ReactNode } from "react";
import { OwnerForm, SubmitButton, TextField, TwoLanguageField, useRefusal } from "./owner-form";
import { UploadForm } from "./upload-form";

/** One field of a form of the trust's details; its label and help are the catalogue's, by its name. */
export type DetailField = {
  name: string;
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  type?: "text" | "email" | "date" | "tel" | "url";
  /** Written in English, Hindi or both (`name` and `nameHi`); required means one of the two. */
  twoLanguages?: boolean;
};

/**
 * A form of the trust's details: each field with its label and what it takes, filled with what
 * was saved (or, after a refusal, with what was typed, and why). Works without JavaScript.
 */
export function DetailsForm({
  title,
  intro,
  fields,
  fieldTexts,
  values,
  submitLabel,
  withUpload = false,
  children,
}: {
  title: ReactNode;
  intro: string;
  fields: readonly DetailField[];
  fieldTexts: Record<string, { label: string; help?: string }>;
  values: Record<string, string | null>;
  submitLabel: string;
  /** For a form that also sends a photo: it uploads as every photo form does. */
  withUpload?: boolean;
  /** What the form has besides its text fields (a photo), above its button; or, after an intro, a link. */
  children?: ReactNode;
}) {
  const Form = withUpload ? UploadForm : OwnerForm;
  const refusal = useRefusal()?.message;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-2 max-w-2xl">{intro}</p>
      <Form refusal={refusal} className="mt-6 max-w-xl space-y-4">
        {fields.map(({ twoLanguages, required, type, ...field }) => {
          const { label = field.name, help } = fieldTexts[field.name] ?? {};
          const shared = { ...field, label, ...(help ? { help } : {}) };
          return twoLanguages ? (
            <TwoLanguageField key={field.name} {...shared} oneNeeded={required} values={values} />
          ) : (
            <TextField
              key={field.name}
              id={field.name}
              {...shared}
              required={required}
              defaultValue={values[field.name] ?? ""}
              {...(type && type !== "text" ? { type } : {})}
            />
          );
        })}
        {children}
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}
