import { db } from "~/services/db.server";

/** Newest first, as the notice board shows them. */
export function listNotices() {
  return db().notice.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export function findNotice(id: string) {
  return db().notice.findUnique({ where: { id } });
}
