import { db } from "~/services/db.server";

export function listWorkCounters() {
  return db().workCounter.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export function findWorkCounter(id: string) {
  return db().workCounter.findUnique({ where: { id } });
}
