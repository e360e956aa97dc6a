import { said } from "~/i18n/said";
import { z } from "zod";
import { listTexts, move, type Operation } from "~/domain/operation-parts";
import { inTwoLanguages, LIMITS, oneLanguageAtLeast, recordId } from "~/domain/rules";
import type { Faq } from "@prisma/client";
import { declareKind, shippedTexts, type Bindings, type RowInput } from "~/kinds/kind";
import { db } from "~/site/db.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { IN_OWNER_ORDER, moveRow, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { moveToBin } from "~/domain/bin.server";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const faq = { ...inTwoLanguages("question", LIMITS.line), ...inTwoLanguages("answer", LIMITS.details) };
const faqTexts = listTexts({ en: "The question was added.", hi: "सवाल जुड़ गया।" }, { en: "The question was moved to the bin.", hi: "सवाल कूड़ेदान में चला गया।" });

export const faqOperations = {
  addFaq: { input: oneLanguageAtLeast(z.object(faq), ["question", "answer"]), upload: null, texts: faqTexts.add },
  updateFaq: {
    input: oneLanguageAtLeast(z.object({ _id: recordId, ...faq }), ["question", "answer"]),
    upload: null,
    texts: { missing: said.requiredFields, fault: said.serverError, formSuccess: { en: "The question was updated.", hi: "सवाल बदल गया।" }, apiSuccess: null },
  },
  deleteFaq: { input: z.object({ _id: recordId }), upload: null, texts: faqTexts.delete },
  moveFaq: { input: move, upload: null, texts: faqTexts.move },
} satisfies Record<string, Operation>;

type Input<N extends keyof typeof faqOperations> = RowInput<typeof faqOperations, N>;

/** The questions in the owner's order. */
export function listFaqs() {
  return db().faq.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export function findFaq(id: string) {
  return db().faq.findUnique({ where: { id } });
}

export async function addFaq(input: Input<"addFaq">): Promise<Outcome<Faq>> {
  return changed(
    await db().faq.create({ data: { ...englishOrEmpty(input, ["question", "answer"]), position: await nextPosition(faqKind), wordingCheckedAt: new Date() } }),
  );
}

export function updateFaq({ _id, ...input }: Input<"updateFaq">): Promise<Outcome<Faq>> {
  return changedRow(() => db().faq.update({ where: { id: _id }, data: { ...englishOrEmpty(input, ["question", "answer"]), wordingCheckedAt: new Date() } }));
}

export function deleteFaq(input: { _id: string }): Promise<Outcome<Faq>> {
  return moveToBin(faqKind, (tx) => tx.faq.delete({ where: { id: input._id } }));
}

const faqBindings: Bindings<typeof faqOperations> = {
  addFaq: (input) => addFaq(input),
  updateFaq: (input) => updateFaq(input),
  deleteFaq: (input) => deleteFaq(input),
  moveFaq: (input) => moveRow(faqKind, input._id, input.intent),
};

export const faqKind = declareKind({
  table: "Faq",
  ordered: {},
  bin: { name: { en: "Question", hi: "सवाल" }, label: ["question", "questionHi"] },
  shown: { changedAt: "createdAt" },
  checklist: {
    label: { en: "Questions and answers (FAQs)", hi: "सवाल-जवाब" },
    to: "/login-home/faqs",
    state: async () => shippedTexts(await db().faq.count(), await db().faq.count({ where: { wordingCheckedAt: null } })),
  },
  operations: faqOperations,
  apply: faqBindings,
});
