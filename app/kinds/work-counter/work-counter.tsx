// The work counters: the owner's list, add and edit pages (the home page shows them).
import { LIMITS } from "~/domain/rules";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { useTexts } from "~/i18n/use-texts";
import type {
  newWorkCounterAction,
  ownerWorkCounterAction,
  ownerWorkCounterLoader,
  ownerWorkCountersAction,
  ownerWorkCountersLoader,
} from "./work-counter.server";
import { FormPage, TextField, TwoLanguageField } from "~/components/owner-form";

// ---- The fields of a work counter, in the add and the edit form.

/** The category title (English, Hindi or both) and count of a work counter, for adding and for editing. */
export function WorkCounterFields({ values }: { values: Record<string, string | null | undefined> }) {
  const t = useTexts().owner.workCounters;
  return (
    <>
      <TwoLanguageField name="category" label={t.category} oneNeeded maxLength={LIMITS.category} values={values} />
      <TextField
        id="count"
        name="count"
        label={t.count}
        type="number"
        inputMode="numeric"
        min={0}
        max={LIMITS.count}
        required
        defaultValue={values.count ?? undefined}
      />
    </>
  );
}

// ---- The owner's work counters: the list, ordered

export const ownerWorkCountersMeta = catalogueMeta((t) => [t.owner.menu.updateHelpSection, t.owner.workCounters.listDescription]);

export function OwnerWorkCountersPage() {
  const counters = useLoaderData<typeof ownerWorkCountersLoader>();
  const refusal = useActionData<typeof ownerWorkCountersAction>();
  const t = useTexts().owner;
  return (
    <OwnerList
      toBin
      title={t.menu.updateHelpSection}
      refusal={refusal?.message}
      empty={t.workCounters.empty}
      orderable
      rows={counters.map((counter) => ({
        id: counter.id,
        editTo: `/login-home/worklist/${counter.id}`,
        label: t.workCounters.label(counter.category),
        summary: <TitledSummary title={counter.category}>: {counter.count}</TitledSummary>,
      }))}
    />
  );
}

// ---- A work counter, to change

export const ownerWorkCounterMeta = catalogueMeta((t) => [t.owner.workCounters.editMetaTitle, t.owner.workCounters.editDescription]);

export function OwnerWorkCounterPage() {
  const counter = useLoaderData<typeof ownerWorkCounterLoader>();
  const refusal = useActionData<typeof ownerWorkCounterAction>();
  const t = useTexts().owner.workCounters;
  return (
    <FormPage title={t.editTitle} refusal={refusal?.message} button={t.save}>
      <WorkCounterFields values={refusal?.values ?? counter} />
    </FormPage>
  );
}

// ---- A new work counter

export const newWorkCounterMeta = catalogueMeta((t) => [t.owner.workCounters.addTitle, t.owner.workCounters.addDescription]);

export function NewWorkCounterPage() {
  const refusal = useActionData<typeof newWorkCounterAction>();
  const { menu, workCounters: counters } = useTexts().owner;
  return (
    <FormPage title={menu.helpSection} refusal={refusal?.message} button={counters.add}>
      <WorkCounterFields values={refusal?.values ?? {}} />
    </FormPage>
  );
}
