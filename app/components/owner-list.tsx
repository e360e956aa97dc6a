import { Form, Link, useLoaderData, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/node";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { FormKey, FormRefusal, OwnerForm, SubmitButton, useFormKey, useRefusal } from "./owner-form";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";
import { Photo, type PhotoSources } from "./photo";
import { BIN_DAYS } from "~/domain/bin";
import type { ListOf } from "~/kinds/kind";
import { useLang, useTexts } from "~/i18n/use-texts";
import type { Catalogue } from "~/i18n/texts";
import { Quoting, Written } from "./written";

export type OwnerListRow = {
  id: string;
  editTo?: string;
  summary: ReactNode;
  label: string;
  /** A button of the row's own beside Update and Delete (a story's Show on the home page). */
  action?: { intent: string; text: string; busyText: string; fields?: Record<string, string> };
};

/**
 * How a page says a record shows in its list: most rows are a title in bold and what else the
 * row says (`more`), with a picture before them where the record has one, named for a screen
 * reader by its title after what one of its kind is called, as the bin names it (the video “…”),
 * unless the row gives its own `label`; a row that shows otherwise gives its summary, and
 * the words that name it (`named`, which the list names the same way) or its own `label`.
 */
export type RowShown = Pick<OwnerListRow, "editTo" | "action"> &
  (
    | { title: string; more?: ReactNode; picture?: ReactNode; label?: string }
    | Pick<OwnerListRow, "summary" | "label">
    | (Pick<OwnerListRow, "summary"> & { named: string })
  );

function rowOf(shown: RowShown, nameOf: (words: string) => string): Omit<OwnerListRow, "id"> {
  if ("named" in shown) {
    const { named, ...rest } = shown;
    return { ...rest, label: nameOf(named) };
  }
  if (!("title" in shown)) return shown;
  const { title, more, picture, label, ...rest } = shown;
  const titled = (
    <p className="min-w-0">
      <Written className="font-semibold" text={title} />
      {more}
    </p>
  );
  const summary = picture ? (
    <div className="flex items-center gap-3">
      {picture}
      {titled}
    </div>
  ) : (
    titled
  );
  return { ...rest, label: label ?? nameOf(title), summary };
}

/**
 * A row's yes-or-no button (Pin to the top, Show on the home page): it posts `field` as the
 * other answer, and says what it will do.
 */
export function yesOrNoButton(intent: string, field: string, now: boolean, text: { yes: string; no: string; busy: string }): OwnerListRow["action"] {
  return { intent, text: now ? text.no : text.yes, busyText: text.busy, fields: { [field]: now ? "no" : "yes" } };
}

/** The question a delete asks first, with the record named by its own words. */
function deleteQuestion(t: Catalogue["owner"]["list"], label: string, toBin = false): string {
  return toBin ? t.binQuestion(label, BIN_DAYS) : t.deleteQuestion(label);
}

/**
 * Delete asks first. Without JavaScript its button opens the same page with `?delete=<id>`, and
 * the page, which knows its records, asks about that one in its own words (DeleteQuestion); with
 * JavaScript the browser's dialog asks, and the delete is posted from here.
 */
export function DeleteButton({ id, label, toBin = false }: { id: string; label: string; toBin?: boolean }) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const t = useTexts().owner.list;
  const formKey = useFormKey();
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = { _id: id, intent: "delete", ...(formKey ? { formKey } : {}) };
    if (window.confirm(deleteQuestion(t, label, toBin))) submit(sent, { method: "post", action: pathname });
  };
  return (
    <Form method="get" action={pathname} onSubmit={ask}>
      <input type="hidden" name="delete" value={id} />
      <span className="[&>button]:bg-red-800">
        <SubmitButton busyText={t.deleting} busyFor={{ record: id, intent: "delete" }}>
          <Labelled verb={toBin ? t.toBin : t.delete} label={label} />
        </SubmitButton>
      </span>
    </Form>
  );
}

/** The record a page was asked to confirm the delete of (`?delete=<id>`), when it is one of the page's own. */
export function useAskedDelete<R extends { id: string }>(records: R[]): R | undefined {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get("delete");
  return asked ? records.find((record) => record.id === asked) : undefined;
}

/**
 * The question before a delete, without JavaScript: the record named by the page's own words for
 * it (never by the link), whether it goes to the bin as the page says, and the form that deletes.
 */
export function DeleteQuestion({ id, label, toBin = false }: { id: string; label: string; toBin?: boolean }) {
  const { pathname } = useLocation();
  const t = useTexts().owner.list;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">
        <Quoting sentence={deleteQuestion(t, label, toBin)} />
      </h1>
      <Form method="post" action={pathname} className="mt-6 flex flex-wrap gap-3">
        <FormKey />
        <input type="hidden" name="_id" value={id} />
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="delete" busyText={t.deleting}>
            {toBin ? t.toBin : t.delete}
          </SubmitButton>
        </span>
        <Link to={pathname} className="button bg-stone-700">
          {t.keepIt}
        </Link>
      </Form>
    </>
  );
}

/** A row's label for a screen reader, after its button's word ("Move up", "Delete"). */
function HiddenLabel({ label }: { label: string }) {
  return (
    <span className="sr-only">
      {" "}
      <Quoting sentence={label} />
    </span>
  );
}

/**
 * A button's or link's word with the record it acts on, for a screen reader, in the order the
 * owner's language says it: "Delete the notice of 25 November 2026", and in Hindi the record
 * first, "25 नवंबर 2026 की सूचना हटाएँ". The visible word is always part of the name.
 */
export function Labelled({ verb, label }: { verb: ReactNode; label: string }) {
  if (useLang() !== "hi") {
    return (
      <>
        {verb}
        <HiddenLabel label={label} />
      </>
    );
  }
  return (
    <>
      <span className="sr-only">
        <Quoting sentence={label} />{" "}
      </span>
      {verb}
    </>
  );
}

/** A row's summary that is a photo: a thumbnail and its text. */
export function PhotoRowSummary({ photo, text }: { photo: PhotoSources; text: string }) {
  return (
    <div className="flex items-center gap-3">
      <div className="w-28 shrink-0">
        <Photo photo={photo} alt="" sizes="112px" className="h-auto w-28 rounded" />
      </div>
      <Written as="p" className="min-w-0" text={text} />
    </div>
  );
}

/** A plain form of one button for one row: it works without JavaScript. */
export function RowButton({
  id,
  intent,
  children,
  busyText,
  fields = {},
}: {
  id: string;
  intent: string;
  children: ReactNode;
  busyText: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post">
      <FormKey />
      <input type="hidden" name="_id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className="[&>button]:bg-stone-700">
        <SubmitButton intent={intent} busyText={busyText} busyFor={{ record: id }}>
          {children}
        </SubmitButton>
      </span>
    </Form>
  );
}

/**
 * Where a refusal shows: one of the list's own buttons (a row's Move, Delete or its own button),
 * or of no button the page knows, above the list; one of a form under the list on that form,
 * where she tapped (FormUnderList). Telling them apart keeps a row's "not found" out of the add form.
 */
function refusedWhere(refusal: OwnerFormRefusal, rows: OwnerListRow[], formsUnder: boolean): "list" | "form under" {
  const intent = refusal.values.intent;
  const rowIntents = new Set(["up", "down", "delete", ...rows.flatMap((row) => (row.action ? [row.action.intent] : []))]);
  return !formsUnder || intent === undefined || rowIntents.has(intent) ? "list" : "form under";
}

/** A row of the list as a kind's loader sent it (`ownerList`, http/owner-forms.server.ts). */
export type ListRecord<Loader> = SerializeFrom<Loader> extends { rows: (infer R)[] } ? R : never;

/**
 * A list of the owner's records, as the page's loader sent it (`ownerList`: what the kind's Delete
 * and Move do, and its rows): each row with Update (a link, where the record can be edited), Move
 * up and Move down (where the owner orders them) and Delete (which asks first). The page says how
 * a row shows; the list is named by the kind's words.
 */
export function OwnerList<Loader>({
  row,
  words: { title, empty },
  addTo,
  children,
}: {
  /** How a record shows, and where it is edited. */
  row: (record: ListRecord<Loader>, index: number) => RowShown;
  /** The list's title, and what it says while it is empty. */
  words: { title: ReactNode; empty: string };
  /** The page that adds a record, where adding takes a page of its own (a photo to send). */
  addTo?: { to: string; label: string };
  /** What comes under the list: the form that adds a record, on a page that has one. */
  children?: ReactNode;
}) {
  const { list, rows: records } = useLoaderData() as { list: ListOf; rows: (ListRecord<Loader> & { id: string })[] };
  const { toBin, orderable, kindName } = list;
  const t = useTexts().owner.list;
  const nameOf = (words: string) => (kindName ? t.named(kindName, words) : `“${words}”`);
  const rows = records.map((record, index) => ({ id: record.id, ...rowOf(row(record, index), nameOf) }));
  const refusal = useRefusal();
  const refused = refusal && refusedWhere(refusal, rows, children !== undefined);
  const asked = useAskedDelete(rows);
  const saved = useSearchParams()[0].get("saved");
  useFocusKeptOnRow(rows.map((row) => row.id).join(" "));
  if (asked) return <DeleteQuestion id={asked.id} label={asked.label} toBin={toBin} />;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      {/* A page with a form under the list keeps one alert region there, and gains this one only when needed. */}
      {children === undefined || refused === "list" ? (
        <div className="mt-4">
          <FormRefusal message={refused === "list" ? refusal?.message : undefined} />
        </div>
      ) : null}
      {addTo ? (
        <p className="mt-6">
          <Link to={addTo.to} className="button">
            {addTo.label}
          </Link>
        </p>
      ) : null}
      {rows.length === 0 ? <p className="mt-6">{empty}</p> : null}
      <ul className="mt-6 space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.id}
            id={`row-${row.id}`}
            tabIndex={-1}
            className={`flex scroll-mt-24 flex-wrap items-center justify-between gap-3 rounded-lg p-4 ${row.id === saved ? "bg-brand-50 ring-2 ring-brand-700" : "ring-1 ring-stone-300"}`}
            data-owner-row
            {...(row.id === saved ? { "data-just-saved": "" } : {})}
          >
            <div className="row-text break-words">
              {row.id === saved ? <p className="mb-1 text-sm font-semibold text-brand-800">{t.justSaved}</p> : null}
              {row.summary}
            </div>
            <div className="flex flex-wrap gap-2">
              {row.editTo ? (
                <Link to={row.editTo} className="button bg-stone-700">
                  <Labelled verb={t.update} label={row.label} />
                </Link>
              ) : null}
              {orderable && index > 0 ? (
                <RowButton id={row.id} intent="up" busyText={t.moving}>
                  <Labelled verb={t.moveUp} label={row.label} />
                </RowButton>
              ) : null}
              {orderable && index < rows.length - 1 ? (
                <RowButton id={row.id} intent="down" busyText={t.moving}>
                  <Labelled verb={t.moveDown} label={row.label} />
                </RowButton>
              ) : null}
              {row.action ? (
                <RowButton id={row.id} intent={row.action.intent} busyText={row.action.busyText} {...(row.action.fields ? { fields: row.action.fields } : {})}>
                  <Labelled verb={row.action.text} label={row.label} />
                </RowButton>
              ) : null}
              <DeleteButton id={row.id} label={row.label} toBin={toBin} />
            </div>
          </li>
        ))}
      </ul>
      {children}
    </>
  );
}

/**
 * Keeps a keyboard on the row it was moving. A Move puts the rows in their new order, which takes
 * the focused button out of the page for a moment (a browser then drops its focus, as it does from
 * the button made busy); and the first row has no Move up, the last no Move down. Once the order
 * has changed, focus goes back to the same button of the same row, else to the row itself.
 */
function useFocusKeptOnRow(order: string) {
  const last = useRef<{ row: string; intent: string } | null>(null);
  useEffect(() => {
    const remember = ({ target }: FocusEvent) => {
      const row = target instanceof HTMLElement ? target.closest<HTMLElement>("[data-owner-row]") : null;
      last.current = row && target instanceof HTMLElement ? { row: row.id, intent: target.getAttribute("value") ?? "" } : null;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);
  useEffect(() => {
    const kept = last.current;
    if (!kept || (document.activeElement && document.activeElement !== document.body)) return;
    const row = document.getElementById(kept.row);
    const same = kept.intent ? row?.querySelector<HTMLElement>(`button[value="${CSS.escape(kept.intent)}"]`) : null;
    (same ?? row)?.focus({ preventScroll: true });
  }, [order]);
}

/** The way back to a list from a page of one of its records. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <p className="mt-8">
      <Link to={to} className="tap-link">
        {label}
      </Link>
    </p>
  );
}

/** The form under a list that adds to it (or renames it): what was refused shows on it, where the owner is looking. */
export function FormUnderList({ title, intent = "add", button, children }: { title: string; intent?: string; button: string; children: ReactNode }) {
  const refusal = useRefusal();
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold text-brand-800">{title}</h2>
      <OwnerForm refusal={refusal?.values.intent === intent ? refusal.message : undefined} className="mt-4 max-w-xl space-y-4">
        {children}
        <SubmitButton intent={intent}>{button}</SubmitButton>
      </OwnerForm>
    </>
  );
}
