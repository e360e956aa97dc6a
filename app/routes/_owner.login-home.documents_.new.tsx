import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { ownerForm } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";

export const meta = pageMeta("Add a document", "Add an annual report or a work document.");

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addDocument");
}

export default function AddDocument() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Add a document</h1>
      <OwnerForm refusal={refusal?.message} encType="multipart/form-data" className="mt-4 max-w-xl space-y-4">
        <div>
          <label htmlFor="kind" className="block font-semibold">
            Kind
          </label>
          <select id="kind" name="kind" defaultValue={refusal?.values.kind ?? "work"} className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3">
            <option value="work">Work document (shown in the gallery)</option>
            <option value="report">Annual report (the menu’s Annual Report)</option>
          </select>
        </div>
        <TextField id="title" name="title" label="Title" required maxLength={LIMITS.line} defaultValue={refusal?.values.title} />
        <TextField id="year" name="year" label="Year" help="For an annual report: the year it covers, such as 2024-25." maxLength={7} defaultValue={refusal?.values.year} />
        <div>
          <label htmlFor="document" className="block font-semibold">
            PDF
          </label>
          <p id="document-help" className="text-sm text-stone-700">
            A PDF of at most 10 MB.
          </p>
          <input id="document" name="document" type="file" accept="application/pdf" required aria-describedby="document-help" className="mt-1 block min-h-11 w-full" />
        </div>
        <SubmitButton busyText="Uploading…">
          Add document
        </SubmitButton>
      </OwnerForm>
    </>
  );
}
