import type { ReactNode } from "react";
import { OwnerForm, SubmitButton, useRefusal } from "./owner-form";
import { UploadForm } from "./upload-form";

/**
 * A form of the trust's details: each field with its label and what it takes, filled with what
 * was saved (or, after a refusal, with what was typed, and why). Works without JavaScript.
 */
export function DetailsForm({
  title,
  intro,
  fields,
  submitLabel,
  withUpload = false,
  children,
}: {
  title: ReactNode;
  intro: string;
  /** Its fields, filled with what was saved (`FormFields`, `DeclaredFields`). */
  fields: ReactNode;
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
        {fields}
        {children}
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}
