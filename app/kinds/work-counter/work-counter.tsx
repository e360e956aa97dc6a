// The work counters: the owner's list, add and edit pages (the home page shows them).
import { editForm } from "~/components/declared-pages";
import { LIMITS } from "~/domain/limits";
import { OwnerList } from "~/components/owner-list";
import { catalogueMeta, wordsMeta } from "~/components/page-meta";
import { useTexts, useWords } from "~/i18n/use-texts";
import type { ownerWorkCounterLoader, ownerWorkCountersLoader } from "./work-counter.server";
import { FormPage } from "~/components/owner-form";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields } from "~/kinds/fields";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  addTitle: "Add a work counter",
  addDescription: "Add a work counter to the home page.",
  add: "Add counter",
  listDescription: "Update or delete work counters.",
  empty: "No work counters yet.",
  editTitle: "Edit work counter",
  editMetaTitle: "Edit a work counter",
  editDescription: "Edit a work counter of the home page.",
  save: "Save counter",
};

const hi: Wording<typeof en> = {
  addTitle: "काम का आँकड़ा जोड़ें",
  addDescription: "होम पेज पर काम का एक आँकड़ा जोड़ें।",
  add: "आँकड़ा जोड़ें",
  listDescription: "काम के आँकड़े बदलें या हटाएँ।",
  empty: "अभी काम का कोई आँकड़ा नहीं है।",
  editTitle: "काम का आँकड़ा बदलें",
  editMetaTitle: "काम का आँकड़ा बदलें",
  editDescription: "होम पेज का काम का एक आँकड़ा बदलें।",
  save: "आँकड़ा सहेजें",
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    category: { twoLanguages: true, required: true, maxLength: LIMITS.category },
    count: { type: "number", required: true, min: 0, max: LIMITS.count },
  },
  {
    category: { en: ["Category title"], hi: ["काम का नाम"] },
    count: { en: ["Count"], hi: ["गिनती"] },
  },
);

export const workCounterWords = { en, hi, fields };

// ---- The owner's work counters: the list, ordered

export const ownerWorkCountersMeta = catalogueMeta((t, lang) => [t.owner.menu.updateHelpSection, workCounterWords[lang].listDescription]);

export function OwnerWorkCountersPage() {
  const { menu } = useTexts().owner;
  const t = useWords(workCounterWords);
  return (
    <OwnerList<typeof ownerWorkCountersLoader>
      row={(counter) => ({ editTo: `/login-home/worklist/${counter.id}`, title: counter.category, more: `: ${counter.count}` })}
      words={{ title: menu.updateHelpSection, empty: t.empty }}
    />
  );
}

// ---- A work counter, to change

export const { meta: ownerWorkCounterMeta, Page: OwnerWorkCounterPage } = editForm<typeof ownerWorkCounterLoader>(workCounterWords);

// ---- A new work counter

export const newWorkCounterMeta = wordsMeta(workCounterWords, "addTitle", "addDescription");

export function NewWorkCounterPage() {
  const { menu } = useTexts().owner;
  return (
    <FormPage title={menu.helpSection} button={useWords(workCounterWords).add}>
      <DeclaredFields fields={fields} />
    </FormPage>
  );
}
