import { shownKinds } from "~/kinds/kinds.server";
import { db, tableNamed } from "~/site/db.server";

type Dated = { aggregate(args: { _max: Record<string, true> }): Promise<{ _max: Record<string, Date | null> }> };
type Listed = { findMany(args: { select: { id: true } }): Promise<{ id: string }[]> };

/** When the content a visitor reads last changed (the trust's facts and every kind shown): the sitemap's lastmod. */
export async function lastContentChange(): Promise<Date | null> {
  const sources = [{ table: "TrustDetails" as const, changedAt: "updatedAt" }, ...shownKinds()];
  const newest = await Promise.all(
    sources.map(async ({ table, changedAt }) => (await tableNamed<Dated>(db(), table).aggregate({ _max: { [changedAt]: true } }))._max[changedAt] ?? null),
  );
  const times = newest.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** The pages of the kinds that have their own (the events'), and of each row that has one (a notice, a photo story…). */
export async function permalinks(): Promise<string[]> {
  const pages = await Promise.all(
    shownKinds().map(async ({ table, page, pageOf }) => [
      ...(page ? [page] : []),
      ...(pageOf ? (await tableNamed<Listed>(db(), table).findMany({ select: { id: true } })).map(({ id }) => pageOf(id)) : []),
    ]),
  );
  return pages.flat();
}
