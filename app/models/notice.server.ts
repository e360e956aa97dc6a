import type { Notice } from "@prisma/client";
import { db } from "~/services/db.server";
import { changed } from "~/services/public-content.server";
import { isMissingRow } from "~/services/db-errors.server";
import { NOT_FOUND } from "~/services/messages";
import { refusal, type Outcome } from "~/services/outcome";

/** Newest first, as the notice board shows them. */
export function listNotices() {
  return db().notice.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** A notice as the board and the owner's list show it: its text and the day it was posted ("Posted On"). */
export function viewOfNotice(notice: Notice) {
  return { id: notice.id, update: notice.update, postedOn: notice.createdAt.toISOString().slice(0, 10) };
}

export function findNotice(id: string) {
  return db().notice.findUnique({ where: { id } });
}

export async function addNotice(input: { update: string }): Promise<Outcome<Notice>> {
  return changed(await db().notice.create({ data: { update: input.update } }));
}

export async function updateNotice(input: { _id: string; update: string }): Promise<Outcome<Notice>> {
  try {
    return changed(await db().notice.update({ where: { id: input._id }, data: { update: input.update } }));
  } catch (error) {
    if (isMissingRow(error)) return refusal(404, NOT_FOUND);
    throw error;
  }
}

export async function removeNotice(input: { _id: string }): Promise<Outcome<Notice>> {
  try {
    return changed(await db().notice.delete({ where: { id: input._id } }));
  } catch (error) {
    if (isMissingRow(error)) return refusal(404, NOT_FOUND);
    throw error;
  }
}
