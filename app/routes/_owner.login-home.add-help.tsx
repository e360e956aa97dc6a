import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { WorkCounterFields } from "~/components/work-counter-fields";

import { ownerForm, backToList } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

export const meta = pageMeta(
  (t) => t.owner.counters.addTitle,
  (t) => t.owner.counters.addDescription,
);

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addWorkCounter", { successTo: backToList("/login-home/worklist") });
}

export default function AddWorkCounter() {
  const refusal = useActionData<typeof action>();
  const { menu, counters } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{menu.helpSection}</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <WorkCounterFields values={refusal?.values ?? {}} />
        <SubmitButton>{counters.add}</SubmitButton>
      </OwnerForm>
    </>
  );
}
