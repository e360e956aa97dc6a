import { Form, useNavigation, type FormProps } from "@remix-run/react";
import type { ReactNode } from "react";

/** The alert region where a refused save says why. */
export function FormRefusal({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={message ? "rounded-lg bg-red-50 p-4 font-semibold text-red-800" : ""}>
      {message}
    </div>
  );
}

/**
 * A submit button that, with JavaScript, turns busy ("Saving…" and a spinner) while its form posts:
 * through React on the owner's pages, through app/enhancements/forms.ts on a page without React.
 */
export function SubmitButton({ children, busyText = "Saving…", intent }: { children: ReactNode; busyText?: string; intent?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      className="button"
      disabled={busy}
      aria-disabled={busy}
      name={intent ? "intent" : undefined}
      value={intent}
      data-busy-text={busyText}
    >
      {busy ? (
        <>
          <span aria-hidden="true" className="busy-spinner" />
          {busyText}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** An owner form: posts without JavaScript, shows a refusal above its fields. */
export function OwnerForm({ refusal, children, ...form }: { refusal?: string; children: ReactNode } & FormProps) {
  return (
    <Form method="post" className="max-w-xl space-y-4" {...form}>
      <FormRefusal message={refusal} />
      {children}
    </Form>
  );
}

export function TextField({
  id,
  label,
  help,
  multiline = false,
  ...input
}: {
  id: string;
  label: string;
  /** A line under the label: what the field is for, or the form it takes. */
  help?: string;
  multiline?: boolean;
  name: string;
  defaultValue?: string;
  required?: boolean;
  maxLength?: number;
  type?: string;
  inputMode?: "numeric" | "tel" | "email" | "url";
  min?: number;
  max?: number;
  autoComplete?: string;
}) {
  const className = "mt-1 w-full rounded-lg border border-stone-400 px-3 py-2";
  const described = help ? { "aria-describedby": `${id}-help` } : {};
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      ) : null}
      {multiline ? (
        <textarea id={id} rows={6} className={className} {...described} {...input} />
      ) : (
        <input id={id} className={`${className} min-h-11`} {...described} {...input} />
      )}
    </div>
  );
}
