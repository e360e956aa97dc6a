import type { WorkCounter } from "@prisma/client";
import { db, isUniqueViolation } from "~/site/db.server";
import { changed, changedRow } from "./content-version.server";
import { operations } from "./operations";
import { refusal, type Outcome } from "./outcome";
import { categoryKey } from "./rules";

export function listWorkCounters() {
  return db().workCounter.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export function findWorkCounter(id: string) {
  return db().workCounter.findUnique({ where: { id } });
}

/** The same category twice (as people read it) is a conflict, decided by the database's unique key. */
async function unlessRepeated(operation: "addWork" | "updateWork", write: () => Promise<Outcome<WorkCounter>>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, operations[operation].texts.conflict);
    throw error;
  }
}

export function addWorkCounter(input: { category: string; count: number }): Promise<Outcome<WorkCounter>> {
  return unlessRepeated("addWork", async () =>
    changed(await db().workCounter.create({ data: { ...input, categoryKey: categoryKey(input.category) } })),
  );
}

export function updateWorkCounter(input: { _id: string; category: string; count: number }): Promise<Outcome<WorkCounter>> {
  return unlessRepeated("updateWork", () =>
    changedRow(() =>
      db().workCounter.update({
        where: { id: input._id },
        data: { category: input.category, categoryKey: categoryKey(input.category), count: input.count },
      }),
    ),
  );
}

export function removeWorkCounter(input: { _id: string }): Promise<Outcome<WorkCounter>> {
  return changedRow(() => db().workCounter.delete({ where: { id: input._id } }));
}
