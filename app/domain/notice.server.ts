import type { Notice } from "@prisma/client";
import { textIn, type Lang } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { englishOrEmpty } from "./two-languages";
import { changed, changedRow } from "./content-version.server";
import type { Outcome } from "./outcome";

/** Newest first, as the notice board shows them. */
export function listNotices() {
  return db().notice.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** A notice as the board and the owner's list show it: its text in the page's language and the day it was posted ("Posted On"). */
export function viewOfNotice(notice: Notice, lang: Lang = "en") {
  return { id: notice.id, update: textIn(lang, notice.update, notice.updateHi), postedOn: notice.createdAt.toISOString().slice(0, 10) };
}

export function findNotice(id: string) {
  return db().notice.findUnique({ where: { id } });
}

type NoticeText = { update: string | null; updateHi?: string | null };

const columnsOf = (input: NoticeText) => englishOrEmpty(input, ["update"]);

export async function addNotice(input: NoticeText): Promise<Outcome<Notice>> {
  return changed(await db().notice.create({ data: columnsOf(input) }));
}

export function updateNotice(input: NoticeText & { _id: string }): Promise<Outcome<Notice>> {
  const { _id, ...text } = input;
  return changedRow(() => db().notice.update({ where: { id: _id }, data: columnsOf(text) }));
}

export function removeNotice(input: { _id: string }): Promise<Outcome<Notice>> {
  return changedRow(() => db().notice.delete({ where: { id: input._id } }));
}
