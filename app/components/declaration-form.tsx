import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { type DeclarationField, type Declarer, ID_TYPES, MODES, OTHER_IDS, type Problem, PURPOSES, RECEIVED_MODES } from "~/domain/donation";
import { pathIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { FieldLabel } from "./field-label";
import { lengthLimit } from "./input-rules";
import { FIELD_BOX, FormRefusal, SubmitButton } from "./owner-form";
import { useAnswerInSight } from "./bring-into-sight";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";

/** What the donate page's action sends back when it refuses a declaration: why, per field, and what was typed. */
export type DeclarationRefusal = { problems: Partial<Record<DeclarationField | "form", Problem | "tooMany">>; values: Record<string, string> };

/** A field of the form: its label, help, the problem with what was typed (if any), and the control. */
function Field({
  name,
  label,
  help,
  problem,
  children,
}: {
  name: string;
  label: string;
  help?: string;
  problem?: string;
  children: (described: { "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const ids = [help ? `${name}-help` : "", problem ? `${name}-problem` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel id={name} label={label} help={help} />
      {problem ? (
        <p id={`${name}-problem`} className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {children({ ...(ids ? { "aria-describedby": ids } : {}), ...(problem ? { "aria-invalid": true as const } : {}) })}
    </div>
  );
}

/**
 * "I have donated": the donor's declaration, posted to the donate page itself (no JavaScript
 * needed). A refused form comes back with each problem beside its field, a list of them at
 * the top, and what was typed.
 *
 * The owner writes a donation received in person with the same form and the same rules
 * (`declarer="owner"`, posted to its own page): the labels speak of the donor, a draft and goods
 * in kind are modes too, with a cheque's bank and date, the donor may have no phone or e-mail,
 * and `children` adds what the owner's page asks besides (wait for the money, the reason of a
 * correction). The owner's page runs React: with JavaScript her form posts without a new page,
 * says it is busy, brings its list of problems into sight, and stays as she left it when the
 * signal drops (`OwnerFormRefusal`, components/weak-signal.ts).
 */
export function DeclarationForm({
  refusal,
  declarer = "donor",
  initial = {},
  submit,
  children,
}: {
  refusal: DeclarationRefusal | OwnerFormRefusal | undefined;
  declarer?: Declarer;
  /** What the fields start with: a donation being corrected. */
  initial?: Record<string, string>;
  submit?: string;
  children?: ReactNode;
}) {
  const t = useTexts();
  const byOwner = declarer === "owner";
  const owner = t.owner.donations;
  const d = byOwner ? { ...t.declare, ...owner.fields, contact: owner.contactOptional } : t.declare;
  const lang = useLang();
  const values = refusal?.values ?? initial;
  const problems = refusal && "problems" in refusal ? refusal.problems : {};
  const message = refusal && "message" in refusal ? refusal.message : undefined;
  const problemOf = (field: DeclarationField) => {
    const problem = problems[field];
    return problem ? d.problems[problem] : undefined;
  };
  const text = (
    name: DeclarationField,
    label: string,
    input: { type?: string; maxLength: number; autoComplete?: string; inputMode?: "numeric" | "tel" | "email"; help?: string },
  ) => (
    <Field name={name} label={label} help={input.help} problem={problemOf(name)}>
      {(described) => (
        <input
          id={name}
          name={name}
          type={input.type ?? "text"}
          required={!(name === "reference" || name === "bank" || name === "instrumentOn" || (byOwner && name === "contact"))}
          {...lengthLimit(input.type, input.maxLength)}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          defaultValue={values[name] ?? ""}
          className={FIELD_BOX}
          {...described}
        />
      )}
    </Field>
  );
  const choice = <T extends string>(
    name: DeclarationField,
    label: string,
    options: readonly T[],
    names: Record<T, string>,
    extra: { required?: boolean; none?: string; help?: string } = {},
  ) => (
    <Field name={name} label={label} help={extra.help} problem={problemOf(name)}>
      {(described) => (
        <select id={name} name={name} required={extra.required ?? true} defaultValue={values[name] ?? ""} className={FIELD_BOX} {...described}>
          <option value="">{extra.none ?? "—"}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {names[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const listed = Object.entries(problems).filter(([field]) => field !== "form");
  // The summary names each field, as its label reads: "Your full name: Please fill this in."
  const labels: Record<string, string> = {
    name: d.name,
    address: d.address,
    idType: d.idType,
    otherId: d.otherId,
    idNumber: d.idNumber,
    amount: d.amount,
    date: d.date,
    mode: d.mode,
    reference: d.reference,
    purpose: d.purpose,
    contact: d.contact,
    consent: d.privacyTitle,
    bank: owner.bank,
    instrumentOn: owner.instrumentOn,
    inKind: owner.inKind,
  };
  return (
    <DeclarationFormElement byOwner={byOwner} action={`${pathIn(lang, "/donate")}#declare`}>
      {byOwner ? <FormRefusal message={message} /> : null}
      {problems.form ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {d.problems[problems.form]}
        </p>
      ) : null}
      {listed.length > 0 ? (
        <ProblemList>
          <p className="font-semibold">{d.problemsTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {listed.map(([field, problem]) => (
              <li key={field}>
                <a href={`#${field}`} className="underline">
                  {labels[field] ? `${labels[field]}: ` : ""}
                  {d.problems[problem]}
                </a>
              </li>
            ))}
          </ul>
        </ProblemList>
      ) : null}
      {text("name", d.name, { maxLength: 200, autoComplete: "name", help: d.nameHelp })}
      <Field name="address" label={d.address} problem={problemOf("address")}>
        {(described) => (
          <textarea
            id="address"
            name="address"
            required
            maxLength={1000}
            rows={3}
            autoComplete="street-address"
            defaultValue={values.address ?? ""}
            className={FIELD_BOX}
            {...described}
          />
        )}
      </Field>
      {choice("idType", d.idType, ID_TYPES, d.idTypes)}
      {choice("otherId", d.otherId, OTHER_IDS, d.otherIds, { required: false, none: d.otherIdNone })}
      {text("idNumber", d.idNumber, { maxLength: 40, help: d.idNumberHelp })}
      {text("amount", d.amount, { maxLength: 14, inputMode: "numeric", help: d.amountHelp })}
      {text("date", d.date, { type: "date", maxLength: 10 })}
      {choice("mode", d.mode, byOwner ? RECEIVED_MODES : MODES, d.modes, { help: d.cashNote })}
      {text("reference", d.reference, { maxLength: 60, help: d.referenceHelp })}
      {byOwner ? (
        <>
          {text("bank", owner.bank, { maxLength: 200 })}
          {text("instrumentOn", owner.instrumentOn, { type: "date", maxLength: 10 })}
          <Field name="inKind" label={owner.inKind} help={owner.inKindHelp} problem={problemOf("inKind")}>
            {(described) => (
              <textarea id="inKind" name="inKind" maxLength={500} rows={2} defaultValue={values.inKind ?? ""} className={FIELD_BOX} {...described} />
            )}
          </Field>
        </>
      ) : null}
      {choice("purpose", d.purpose, PURPOSES, d.purposes)}
      {text("contact", d.contact, { maxLength: 120, ...(byOwner ? {} : { autoComplete: "tel" }), inputMode: "tel" })}
      {byOwner ? (
        <>
          {children}
          <SubmitButton busyText={t.owner.form.saving}>{submit ?? owner.recordSubmit}</SubmitButton>
        </>
      ) : (
        <DonorsPart problem={problems.consent ? d.problems[problems.consent] : undefined} />
      )}
    </DeclarationFormElement>
  );
}

/** The donor's form is plain HTML on a page without React; the owner's is Remix's, on her page that runs React. */
function DeclarationFormElement({ byOwner, action, children }: { byOwner: boolean; action: string; children: ReactNode }) {
  const form = { method: "post", className: "mt-4 max-w-xl space-y-4", noValidate: true, "data-declaration": true } as const;
  return byOwner ? (
    <Form {...form}>{children}</Form>
  ) : (
    <form {...form} action={action}>
      {children}
    </form>
  );
}

/** The list of a refused form's problems; with JavaScript it is brought into sight, as the page does not change. */
function ProblemList({ children }: { children: ReactNode }) {
  const list = useAnswerInSight<HTMLDivElement>(true);
  return (
    <div ref={list} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {children}
    </div>
  );
}

/** What only the donor's form has: a field for bots, what is kept and why, the consent, its button. */
function DonorsPart({ problem }: { problem: string | undefined }) {
  const d = useTexts().declare;
  return (
    <>
      {/* A field people never see (and a screen reader is told to leave): a bot that fills it is thanked and forgotten. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="website">{d.website}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <fieldset className="rounded-lg bg-stone-100 p-4">
        <legend className="font-semibold">{d.privacyTitle}</legend>
        <p className="text-sm">{d.privacy}</p>
        {problem ? (
          <p id="consent-problem" className="mt-2 text-sm font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        <label className="mt-3 flex min-h-11 items-start gap-3">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            value="yes"
            required
            className="mt-1 h-5 w-5 shrink-0"
            {...(problem ? { "aria-invalid": true, "aria-describedby": "consent-problem" } : {})}
          />
          <span>{d.consent}</span>
        </label>
      </fieldset>
      <button type="submit" className="button" data-busy-text={d.sending}>
        {d.send}
      </button>
    </>
  );
}
