import type { Faq } from "@prisma/client";
import { db } from "~/site/db.server";
import { changed, changedRow } from "./content-version.server";
import { englishOrEmpty } from "./two-languages";
import type { OperationInput } from "./operations";
import { IN_OWNER_ORDER, nextPosition } from "./ordering.server";
import type { Outcome } from "./outcome";
import { moveToBin } from "./bin.server";

/** The questions in the owner's order. */
export function listFaqs() {
  return db().faq.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export function findFaq(id: string) {
  return db().faq.findUnique({ where: { id } });
}

export async function addFaq(input: OperationInput<"addFaq">): Promise<Outcome<Faq>> {
  return changed(
    await db().faq.create({ data: { ...englishOrEmpty(input, ["question", "answer"]), position: await nextPosition("Faq"), wordingCheckedAt: new Date() } }),
  );
}

export function updateFaq({ _id, ...input }: OperationInput<"updateFaq">): Promise<Outcome<Faq>> {
  return changedRow(() => db().faq.update({ where: { id: _id }, data: { ...englishOrEmpty(input, ["question", "answer"]), wordingCheckedAt: new Date() } }));
}

export function deleteFaq(input: { _id: string }): Promise<Outcome<Faq>> {
  return moveToBin("Faq", (tx) => tx.faq.delete({ where: { id: input._id } }));
}
