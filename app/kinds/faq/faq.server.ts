import type { Faq } from "@prisma/client";
import { declareKind, shippedTexts } from "~/kinds/kind";
import { db } from "~/site/db.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import type { OperationInput } from "~/domain/operations";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { moveToBin } from "~/domain/bin.server";

/** The questions in the owner's order. */
export function listFaqs() {
  return db().faq.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export function findFaq(id: string) {
  return db().faq.findUnique({ where: { id } });
}

export async function addFaq(input: OperationInput<"addFaq">): Promise<Outcome<Faq>> {
  return changed(
    await db().faq.create({ data: { ...englishOrEmpty(input, ["question", "answer"]), position: await nextPosition(faqKind), wordingCheckedAt: new Date() } }),
  );
}

export function updateFaq({ _id, ...input }: OperationInput<"updateFaq">): Promise<Outcome<Faq>> {
  return changedRow(() => db().faq.update({ where: { id: _id }, data: { ...englishOrEmpty(input, ["question", "answer"]), wordingCheckedAt: new Date() } }));
}

export function deleteFaq(input: { _id: string }): Promise<Outcome<Faq>> {
  return moveToBin(faqKind, (tx) => tx.faq.delete({ where: { id: input._id } }));
}

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
});
