import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { WorkCounterFields } from "~/components/work-counter-fields";

import { ownerForm } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";

export const meta = pageMeta("Add a work counter", "Add a work counter to the home page.");

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addWork");
}

export default function AddWorkCounter() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Help Section</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <WorkCounterFields values={refusal?.values ?? {}} />
        <SubmitButton>Add counter</SubmitButton>
      </OwnerForm>
    </>
  );
}
