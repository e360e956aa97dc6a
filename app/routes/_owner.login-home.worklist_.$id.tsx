import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { WorkCounterFields } from "~/components/work-counter-fields";

import { findWorkCounter } from "~/kinds/work-counter/work-counter.server";
import { notFound } from "~/http/refusal-page";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

export const meta = pageMeta(
  (t) => t.owner.counters.editMetaTitle,
  (t) => t.owner.counters.editDescription,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const counter = await findWorkCounter(params.id ?? "");
  if (!counter) throw notFound();
  return { id: counter.id, category: counter.category, categoryHi: counter.categoryHi, count: String(counter.count) };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updateWorkCounter", { fixed: { _id: args.params.id ?? "" }, successTo: backToList("/login-home/worklist") });
}

export default function EditWorkCounter() {
  const counter = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.counters;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.editTitle}</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <WorkCounterFields values={refusal?.values ?? counter} />
        <SubmitButton>{t.save}</SubmitButton>
      </OwnerForm>
    </>
  );
}
