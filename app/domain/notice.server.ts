import type { Notice } from "@prisma/client";
import { db } from "~/site/db.server";
import { changed, changedRow } from "./content-version.server";
import type { Outcome } from "./outcome";

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

export function updateNotice(input: { _id: string; update: string }): Promise<Outcome<Notice>> {
  return changedRow(() => db().notice.update({ where: { id: input._id }, data: { update: input.update } }));
}

export function removeNotice(input: { _id: string }): Promise<Outcome<Notice>> {
  return changedRow(() => db().notice.delete({ where: { id: input._id } }));
}
