import { Form, type FormProps, useActionData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { indianNumber } from "~/i18n/indian-number";
import { langAttribute, langOfText } from "~/i18n/texts";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";
import { typedNames } from "~/domain/sent-form";
import { shownMark, SHOWN_FIELD } from "~/domain/changed-meanwhile";
import { useAnswerInSight } from "./bring-into-sight";
import { Quoting } from "./written";
import { FieldLabel } from "./field-label";
import { lengthLimit } from "./input-rules";
import { useLang, useTexts } from "~/i18n/use-texts";

/**
 * What the owner's last post on this page was refused for, and what she typed (every owner form
 * answers a refusal so, http/owner-forms.server.ts); or, on the page she comes back to after
 * logging in again, the form she had sent once her session had ended (http/kept-forms.server.ts).
 * A page of one form shows it on that form; a page whose action refuses otherwise names its
 * refusal's type (a donation's form: `DeclarationRefusal`).
 */
export function useRefusal<Refusal = OwnerFormRefusal>(): Refusal | OwnerFormRefusal | undefined {
  const kept = useKeptForm();
  return (useActionData<Refusal>() as Refusal | undefined) ?? kept;
}

/**
 * The form she had sent once her session had ended, back on its page after her login, as a
 * refused one. The layout gives it until a form is posted to its page; the page holds it until
 * that form is sent again, so a row moved first, which lets the kept form go on the server, does
 * not take her words off the form.
 */
function useKeptForm(): OwnerFormRefusal | undefined {
  const given = useRouteLoaderData<{ keptForm?: OwnerFormRefusal | null }>("routes/_owner")?.keptForm ?? undefined;
  const { pathname } = useLocation();
  const sent = useNavigation().formData;
  const [held, setHeld] = useState(given ? { pathname, kept: given } : null);
  useEffect(() => {
    if (held && sent && typedNames(held.kept.values).some((name) => sent.has(name))) setHeld(null);
  }, [held, sent]);
  return held?.pathname === pathname ? held.kept : given;
}

/** The key of the page's forms (routes/_owner.tsx): the same form sent twice is done once. */
export function useFormKey(): string | undefined {
  return useRouteLoaderData<{ formKey?: string }>("routes/_owner")?.formKey;
}

/** The form's key, sent with it. */
export function FormKey() {
  const formKey = useFormKey();
  return formKey ? <input type="hidden" name="formKey" value={formKey} /> : null;
}

/**
 * What a field shows: after a refusal, what the owner sent in it, so nothing she typed is lost;
 * otherwise what the page gives it (the record's value, or nothing on an add form). A field the
 * refused form did not have (another form on the page was refused) keeps what the page gives.
 */
function useRefilled(): <V>(name: string, given: V) => string | V {
  const sent = useRefusal()?.values;
  return (name, given) => (sent && name in sent ? (sent[name] ?? given) : given);
}

/**
 * What the fields of a form of a saved record showed, sent with it, so that its save keeps what
 * was changed elsewhere meanwhile (domain/changed-meanwhile.ts); after a refusal, the mark the
 * server gave back with her words.
 */
export function ShownMark({ values, names }: { values: Record<string, string | null | undefined>; names: readonly string[] }) {
  return <input type="hidden" name={SHOWN_FIELD} value={useRefilled()(SHOWN_FIELD, shownMark(values, names))} />;
}

/**
 * The alert region where a refused save says why. A screen reader hears it; with JavaScript it
 * is also scrolled into sight, at every refusal, even one that says the same as the last.
 */
export function FormRefusal({ message }: { message: string | undefined }) {
  const shown = useAnswerInSight<HTMLDivElement>(message);
  return (
    <div ref={shown} role="alert" className={message ? "rounded-lg bg-red-50 p-4 font-semibold text-red-800" : ""}>
      {message ? <Quoting sentence={message} /> : null}
    </div>
  );
}

/** The box a form's field is typed into, under its label: full width, as tall as a finger needs. */
export const FIELD_BOX = "text-box mt-1 w-full py-2";

/**
 * While the form around sends its upload (components/upload-form.tsx), which Remix's navigation
 * does not see, how far it has got ("Uploading… 42%"): its button says so, where she tapped.
 */
export const UploadBusy = createContext<string | null>(null);

/**
 * A submit button that, with JavaScript, turns busy ("Saving…" and a spinner) while its form posts:
 * through React on the owner's pages, through app/enhancements/forms.ts on a page without React.
 */
export function SubmitButton({
  children,
  busyText,
  intent,
  busyFor,
  sending = false,
}: {
  children: ReactNode;
  busyText?: string;
  intent?: string;
  /** Its form's post is on its way through a fetcher, which the page's navigation does not see. */
  sending?: boolean;
  /**
   * A row's button: busy only while the post for its own row (`record`) is on its way, so a Move
   * on a slow signal does not make every row say "Moving…" and "Deleting…"; `intent` where what
   * its script posts is not its own (a Delete).
   */
  busyFor?: { record: string; intent?: string };
}) {
  const navigation = useNavigation();
  const button = useRef<HTMLButtonElement>(null);
  // Where its form posts, read from the page once the button is in it (a render reads no element),
  // and again on a new address, which an implicit form action follows.
  const [formAddress, setFormAddress] = useState<string | null>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setFormAddress(button.current?.form?.action ?? null), [pathname, search]);
  const uploading = useContext(UploadBusy);
  const saving = useTexts().owner.form.saving;
  const busyWords = uploading ?? busyText ?? saving;
  const sent = navigation.state === "submitting" && postsTo(formAddress, navigation.formAction) ? navigation.formData : undefined;
  const posted = busyFor?.intent ?? intent;
  const busy =
    sending ||
    uploading !== null ||
    (sent !== undefined && (posted === undefined || sent.get("intent") === posted) && (busyFor === undefined || sent.get("_id") === busyFor.record));
  return (
    <button
      ref={button}
      type="submit"
      className="button"
      disabled={busy}
      aria-disabled={busy}
      name={intent ? "intent" : undefined}
      value={intent}
      data-busy-text={busyWords}
    >
      {busy ? (
        <>
          <span aria-hidden="true" className="busy-spinner" />
          {busyWords}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * Whether the post on its way went where the button's form posts: a page of two forms (a
 * logo's Save and Remove) makes busy only the button she tapped.
 */
function postsTo(formAddress: string | null, formAction: string | undefined): boolean {
  if (formAddress === null || formAction === undefined) return true;
  const [mine, sent] = [new URL(formAddress), new URL(formAction, window.location.href)];
  return mine.pathname === sent.pathname && mine.search === sent.search;
}

/** An owner form: posts without JavaScript, shows a refusal above its fields. */
export function OwnerForm({ refusal, children, ...form }: { refusal?: string; children: ReactNode } & FormProps) {
  return (
    <Form method="post" className="max-w-xl space-y-4" {...form}>
      <FormKey />
      <FormRefusal message={refusal} />
      {children}
    </Form>
  );
}

/** A choice of a few, its label above it: `options` gives each value and its words. */
export function SelectField({
  id,
  label,
  defaultValue,
  options,
  wide = false,
}: {
  id: string;
  label: string;
  defaultValue?: string;
  options: { value: string; label: string }[];
  wide?: boolean;
}) {
  const refilled = useRefilled();
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <select id={id} name={id} defaultValue={refilled(id, defaultValue)} className={`text-box mt-1${wide ? " w-full" : ""}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A page that is one form: its title, its fields and its button; what was refused shows on it. */
export function FormPage({ title, button, children }: { title: string; button: string; children: ReactNode }) {
  const refusal = useRefusal();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        {children}
        <SubmitButton>{button}</SubmitButton>
      </OwnerForm>
    </>
  );
}

/** A field of an owner form: after a refusal it shows what the owner sent in it, else `defaultValue`. */
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
  lang?: string;
  /** The id of a datalist of suggestions. */
  list?: string;
  /** An example of what the field takes, shown greyed while it is empty: never a value. */
  placeholder?: string;
  /** Whether the help says the field's length limit; a field in a pair leaves it to the pair. */
  saysItsLimit?: boolean;
  /** The id of a help line outside the field that describes it too (a pair's). */
  describedBy?: string;
}) {
  const t = useTexts().owner.form;
  const defaultValue = useRefilled()(input.name, input.defaultValue);
  // What the owner wrote comes back in its own language, unless the field says which it is.
  const pageLang = useLang();
  const written = input.lang ? {} : langAttribute(defaultValue, pageLang);
  const { maxLength, saysItsLimit = true, describedBy, ...attributes } = { ...input, defaultValue };
  const limit = lengthLimit(input.type, maxLength);
  const helpLine = [help, saysItsLimit && limit.maxLength ? t.atMost(indianNumber(limit.maxLength)) : ""].filter(Boolean).join(" ");
  const describers = [helpLine ? `${id}-help` : "", describedBy ?? ""].filter(Boolean).join(" ");
  const described = describers ? { "aria-describedby": describers } : {};
  const limited = { ...attributes, ...limit };
  return (
    <div>
      <FieldLabel id={id} label={label} help={helpLine} />
      {multiline ? (
        <textarea id={id} rows={6} className={FIELD_BOX} {...described} {...written} {...limited} />
      ) : (
        <input id={id} className={FIELD_BOX} {...described} {...written} {...limited} />
      )}
    </div>
  );
}

/** A file the owner sends with a form, with what it should be under its label. */
export function FileField({ name, label, help, accept }: { name: string; label: string; help: string; accept: string }) {
  return (
    <div>
      <FieldLabel id={name} label={label} help={help} />
      <input id={name} name={name} type="file" accept={accept} required aria-describedby={`${name}-help`} className="mt-1 block min-h-11 w-full" />
    </div>
  );
}

/** The PDF a form sends (a document, a notice's PDF), in the field the PDF uploads read: "document". */
export function PdfField({ label, help }: { label: string; help: string }) {
  return <FileField name="document" label={label} help={help} accept="application/pdf" />;
}

/**
 * A text the owner writes in English, Hindi or both, side by side (one above the other on a
 * phone): `name` and `nameHi`. A text an API client saved in Hindi in the English field shows
 * in the Hindi box, and moves there when saved.
 */
export function TwoLanguageField({
  name,
  label,
  help,
  multiline = false,
  oneNeeded = false,
  maxLength,
  values = {},
  suggestions,
}: {
  name: string;
  label: string;
  help?: string;
  multiline?: boolean;
  /** Whether the owner must fill at least one of the two. */
  oneNeeded?: boolean;
  maxLength: number;
  /** The record's texts, on an edit form (after a refusal each box shows what the owner sent instead). */
  values?: Record<string, string | null | undefined>;
  /** The ids of the datalists of suggestions for the English box and for the Hindi one. */
  suggestions?: { en: string; hi: string };
}) {
  const t = useTexts().owner.form;
  const english = values[name] ?? "";
  const hindi = values[`${name}Hi`] ?? "";
  const [en, hi] = !hindi && langOfText(english) === "hi" ? ["", english] : [english, hindi];
  const helpLine = [help, oneNeeded ? t.oneLanguageAtLeast : "", t.atMostEach(indianNumber(maxLength))].filter(Boolean).join(" ");
  const pair = { multiline, maxLength, saysItsLimit: false, describedBy: `${name}-pair-help` };
  return (
    <fieldset>
      <legend className="font-semibold">{label}</legend>
      <p id={`${name}-pair-help`} className="text-sm text-stone-700">
        {helpLine}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField id={name} name={name} label={t.inEnglish(label)} {...pair} defaultValue={en} lang="en" {...(suggestions ? { list: suggestions.en } : {})} />
        <TextField
          id={`${name}Hi`}
          name={`${name}Hi`}
          label={t.inHindi(label)}
          {...pair}
          defaultValue={hi}
          lang="hi"
          {...(suggestions ? { list: suggestions.hi } : {})}
        />
      </div>
    </fieldset>
  );
}
