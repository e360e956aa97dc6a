import { Form, Link } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { FormRefusal, SubmitButton } from "./owner-form";

export type OwnerListRow = { id: string; editTo: string; summary: ReactNode; label: string };

function confirmDelete(label: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete ${label}? This cannot be undone.`)) event.preventDefault();
  };
}

/** A list of the owner's records, each with Update (a link) and Delete (a form, confirmed with JavaScript). */
export function OwnerList({ title, rows, refusal, empty }: { title: string; rows: OwnerListRow[]; refusal?: string; empty: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <div className="mt-4">
        <FormRefusal message={refusal} />
      </div>
      {rows.length === 0 ? <p className="mt-6">{empty}</p> : null}
      <ul className="mt-6 space-y-3">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-owner-row>
            <div className="min-w-[12rem] flex-1 break-words">{row.summary}</div>
            <div className="flex gap-2">
              <Link to={row.editTo} className="button bg-stone-700" aria-label={`Update ${row.label}`}>
                Update
              </Link>
              <Form method="post" onSubmit={confirmDelete(row.label)}>
                <input type="hidden" name="_id" value={row.id} />
                <span className="[&>button]:bg-red-800">
                  <SubmitButton intent="delete" busyText="Deleting…">
                    Delete<span className="sr-only"> {row.label}</span>
                  </SubmitButton>
                </span>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
