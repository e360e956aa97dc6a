import { Form, Link } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { FormRefusal, SubmitButton } from "./owner-form";
import { Photo, type PhotoSources } from "./photo";

export type OwnerListRow = { id: string; editTo?: string; summary: ReactNode; label: string };

function confirmDelete(label: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete ${label}? This cannot be undone.`)) event.preventDefault();
  };
}

/** A row's summary that is a photo: a thumbnail and its text. */
export function PhotoRowSummary({ photo, text }: { photo: PhotoSources; text: string }) {
  return (
    <div className="flex items-center gap-3">
      <div className="w-28 shrink-0">
        <Photo photo={photo} alt="" sizes="112px" className="h-auto w-28 rounded" />
      </div>
      <p>{text}</p>
    </div>
  );
}

/** A plain form of one button for one row: it works without JavaScript. */
function RowButton({
  id,
  intent,
  children,
  busyText,
  onSubmit,
}: {
  id: string;
  intent: string;
  children: ReactNode;
  busyText: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="_id" value={id} />
      <span className={intent === "delete" ? "[&>button]:bg-red-800" : "[&>button]:bg-stone-700"}>
        <SubmitButton intent={intent} busyText={busyText}>
          {children}
        </SubmitButton>
      </span>
    </Form>
  );
}

/**
 * A list of the owner's records, each with Update (a link, where the record can be edited),
 * Move up and Move down (where the owner orders them) and Delete (confirmed with JavaScript).
 */
export function OwnerList({
  title,
  rows,
  refusal,
  empty,
  orderable = false,
  addTo,
  children,
}: {
  title: string;
  rows: OwnerListRow[];
  refusal?: string;
  empty: string;
  orderable?: boolean;
  /** The page that adds a record, where adding takes a page of its own (a photo to send). */
  addTo?: { to: string; label: string };
  /** What comes under the list: the form that adds a record, on a page that has one. */
  children?: ReactNode;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      {/* A page with an add form shows a refusal on that form, where the owner is looking. */}
      {children ? null : (
        <div className="mt-4">
          <FormRefusal message={refusal} />
        </div>
      )}
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
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-owner-row>
            <div className="min-w-[12rem] flex-1 break-words">{row.summary}</div>
            <div className="flex flex-wrap gap-2">
              {row.editTo ? (
                <Link to={row.editTo} className="button bg-stone-700" aria-label={`Update ${row.label}`}>
                  Update
                </Link>
              ) : null}
              {orderable && index > 0 ? (
                <RowButton id={row.id} intent="up" busyText="Moving…">
                  Move up<span className="sr-only"> {row.label}</span>
                </RowButton>
              ) : null}
              {orderable && index < rows.length - 1 ? (
                <RowButton id={row.id} intent="down" busyText="Moving…">
                  Move down<span className="sr-only"> {row.label}</span>
                </RowButton>
              ) : null}
              <RowButton id={row.id} intent="delete" busyText="Deleting…" onSubmit={confirmDelete(row.label)}>
                Delete<span className="sr-only"> {row.label}</span>
              </RowButton>
            </div>
          </li>
        ))}
      </ul>
      {children}
    </>
  );
}
