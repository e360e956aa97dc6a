import { workCounterWords } from "./work-counter";
import { said } from "~/i18n/said";
import { z } from "zod";
import { byId, namingFields, rowTexts } from "~/domain/operation-parts";
import { categoryKey, count, inTwoLanguages, oneLanguageAtLeast, recordId } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import type { WorkCounter } from "@prisma/client";
import { type BinnedBindings, declareKind } from "~/kinds/kind";
import { type Lang, textIn } from "~/i18n/texts";
import { db, isUniqueViolation } from "~/site/db.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { type Outcome, refusal } from "~/domain/outcome";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import { ownerAddPage, ownerEditPage, ownerListPage } from "~/http/owner-forms.server";

// ---- Its rows of the operations table, which the owner's forms and the JSON API run.

const category = inTwoLanguages("category", LIMITS.category);

const workCounterOperations = namingFields(
  {
    addWorkCounter: {
      input: oneLanguageAtLeast(z.object({ ...category, count }), ["category"]),
      texts: rowTexts(
        { en: "The work counter was added.", hi: "काम का आँकड़ा जुड़ गया।" },
        { missing: said.requiredFields, conflict: said.categoryTaken, apiSuccess: "Work Details Added" },
      ),
    },
    updateWorkCounter: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...category, count }), ["category"]),
      texts: rowTexts(
        { en: "The work counter was updated.", hi: "काम का आँकड़ा बदल गया।" },
        { missing: said.requiredFieldsAsSpelt, conflict: said.categoryTaken, fault: said.internalServerError, apiSuccess: "Work Details Updated" },
      ),
    },
    deleteWorkCounter: {
      input: byId,
      texts: rowTexts({ en: "The work counter was moved to the bin.", hi: "काम का आँकड़ा कूड़ेदान में चला गया।" }, { apiSuccess: "Work Details Deleted" }),
    },
  },
  workCounterWords.fields,
);

export function listWorkCounters() {
  return db().workCounter.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export function findWorkCounter(id: string) {
  return db().workCounter.findUnique({ where: { id } });
}

/** The same category twice (as people read it) is a conflict, decided by the database's unique key. */
async function unlessRepeated(write: () => Promise<Outcome<WorkCounter>>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, said.categoryTaken);
    throw error;
  }
}

type CounterInput = { category: string | null; categoryHi?: string | null; count: number };

/**
 * The counter's columns: a category named only in Hindi keeps "" as its English (the column the
 * JSON API reads is never null), and is kept unique by its Hindi name.
 */
const columnsOf = (input: CounterInput) => ({
  category: input.category ?? "",
  categoryHi: input.categoryHi,
  categoryKey: categoryKey(input.category ?? input.categoryHi ?? ""),
  count: input.count,
});

/** A work counter as the home page shows it, in the page's language. */
export function viewOfWorkCounter(counter: WorkCounter, lang: Lang = "en") {
  return { id: counter.id, category: textIn(lang, counter.category, counter.categoryHi), count: counter.count };
}

function addWorkCounter(input: CounterInput): Promise<Outcome<WorkCounter>> {
  return unlessRepeated(async () => changed(await db().workCounter.create({ data: { ...columnsOf(input), position: await nextPosition(workCounterKind) } })));
}

function updateWorkCounter(input: CounterInput & { _id: string }): Promise<Outcome<WorkCounter>> {
  return unlessRepeated(() => changedRow(() => db().workCounter.update({ where: { id: input._id }, data: columnsOf(input) })));
}

export const workCounterKind = declareKind({
  words: workCounterWords,
  table: "WorkCounter",
  ordered: {},
  bin: {
    name: { en: "Work counter", hi: "काम का आँकड़ा" },
    label: ["category", "categoryHi"],
    taken: {
      en: "A work counter with this category has been added since. Delete or rename that one, then restore this one.",
      hi: "इस नाम का एक आँकड़ा बाद में जुड़ गया है। पहले उसे हटाएँ या उसका नाम बदलें, फिर इसे वापस लाएँ।",
    },
  },
  owner: { list: "/login-home/worklist" },
  operations: workCounterOperations,
  apply: { addWorkCounter, updateWorkCounter } satisfies BinnedBindings<typeof workCounterOperations>,
});

// ---- The owner's work counters: the list, ordered

export const { loader: ownerWorkCountersLoader, action: ownerWorkCountersAction } = ownerListPage(workCounterKind, {
  read: listWorkCounters,
  view: viewOfWorkCounter,
});

// ---- A work counter, to change

export const { loader: ownerWorkCounterLoader, action: ownerWorkCounterAction } = ownerEditPage(workCounterKind, {
  find: findWorkCounter,
  update: "updateWorkCounter",
});

// ---- A new work counter

export const { loader: newWorkCounterLoader, action: newWorkCounterAction } = ownerAddPage(workCounterKind, "addWorkCounter");
