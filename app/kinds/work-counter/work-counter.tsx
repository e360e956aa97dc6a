// The work counters: the owner's list, add and edit pages (the home page shows them).
import { LIMITS } from "~/domain/rules";
import { useLoaderData } from "@remix-run/react";
import { OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { useTexts, useWords } from "~/i18n/use-texts";
import type { ownerWorkCounterLoader, ownerWorkCountersLoader } from "./work-counter.server";
import { FormPage, TextField, TwoLanguageField } from "~/components/owner-form";
import { workCounterWords } from "./words";

// ---- The fields of a work counter, in the add and the edit form.

/** The category title (English, Hindi or both) and count of a work counter, for adding and for editing. */
export function WorkCounterFields({ values = {} }: { values?: Record<string, string | null | undefined> }) {
  const t = useWords(workCounterWords);
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

export const ownerWorkCountersMeta = catalogueMeta((t, lang) => [t.owner.menu.updateHelpSection, workCounterWords[lang].listDescription]);

export function OwnerWorkCountersPage() {
  const { menu } = useTexts().owner;
  const t = useWords(workCounterWords);
  return (
    <OwnerList<typeof ownerWorkCountersLoader>
      row={(counter) => ({
        editTo: `/login-home/worklist/${counter.id}`,
        label: t.label(counter.category),
        summary: <TitledSummary title={counter.category}>: {counter.count}</TitledSummary>,
      })}
      words={{ title: menu.updateHelpSection, empty: t.empty }}
    />
  );
}

// ---- A work counter, to change

export const ownerWorkCounterMeta = catalogueMeta((t, lang) => [workCounterWords[lang].editMetaTitle, workCounterWords[lang].editDescription]);

export function OwnerWorkCounterPage() {
  const t = useWords(workCounterWords);
  return (
    <FormPage title={t.editTitle} button={t.save}>
      <WorkCounterFields values={useLoaderData<typeof ownerWorkCounterLoader>()} />
    </FormPage>
  );
}

// ---- A new work counter

export const newWorkCounterMeta = catalogueMeta((t, lang) => [workCounterWords[lang].addTitle, workCounterWords[lang].addDescription]);

export function NewWorkCounterPage() {
  const { menu } = useTexts().owner;
  return (
    <FormPage title={menu.helpSection} button={useWords(workCounterWords).add}>
      <WorkCounterFields />
    </FormPage>
  );
}
