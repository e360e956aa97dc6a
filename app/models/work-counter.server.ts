import type { WorkCounter } from "@prisma/client";
import { db } from "~/services/db.server";
import { changed } from "~/services/public-content.server";
import { isMissingRow, isUniqueViolation } from "~/services/db-errors.server";
import { conflictMessage, NOT_FOUND } from "~/services/messages";
import { refusal, type Outcome } from "~/services/outcome";
import { categoryKey } from "./owner-input";

export function listWorkCounters() {
  return db().workCounter.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export function findWorkCounter(id: string) {
  return db().workCounter.findUnique({ where: { id } });
}

export async function addWorkCounter(input: { category: string; count: number }): Promise<Outcome<WorkCounter>> {
  try {
    return changed(await db().workCounter.create({ data: { ...input, categoryKey: categoryKey(input.category) } }));
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, conflictMessage("addWork"));
    throw error;
  }
}

export async function updateWorkCounter(input: { _id: string; category: string; count: number }): Promise<Outcome<WorkCounter>> {
  try {
    return changed(
      await db().workCounter.update({
        where: { id: input._id },
        data: { category: input.category, categoryKey: categoryKey(input.category), count: input.count },
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, conflictMessage("updateWork"));
    if (isMissingRow(error)) return refusal(404, NOT_FOUND);
    throw error;
  }
}

export async function removeWorkCounter(input: { _id: string }): Promise<Outcome<WorkCounter>> {
  try {
    return changed(await db().workCounter.delete({ where: { id: input._id } }));
  } catch (error) {
    if (isMissingRow(error)) return refusal(404, NOT_FOUND);
    throw error;
  }
}
