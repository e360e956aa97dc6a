import { kindPages, kindTables } from "~/kinds/kinds.server";
import { db, tableNamed } from "~/site/db.server";

type Dated = { aggregate(args: { _max: { updatedAt: true } }): Promise<{ _max: { updatedAt: Date | null } }> };
type Listed = { findMany(args: { select: { id: true } }): Promise<{ id: string }[]> };

/**
 * When the content a visitor reads last changed, the sitemap's lastmod: the newest change to the
 * trust's facts or to a row of any kind (an add, an edit, a move, a restore from the bin, each of
 * which sets the row's `updatedAt`), or the newest row sent to the bin, which left its page then.
 */
export async function lastContentChange(): Promise<Date | null> {
  const tables = ["TrustDetails" as const, ...kindTables()];
  const newest = await Promise.all([
    ...tables.map(async (table) => (await tableNamed<Dated>(db(), table).aggregate({ _max: { updatedAt: true } }))._max.updatedAt),
    db()
      .binEntry.aggregate({ _max: { binnedAt: true } })
      .then(({ _max }) => _max.binnedAt),
  ]);
  const times = newest.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** The pages of the kinds that have their own (the events'), and of each row that has one (a notice, a photo story…). */
export async function permalinks(): Promise<string[]> {
  const pages = await Promise.all(
    kindPages().map(async ({ table, all, each }) => [
      ...(all ? [all] : []),
      ...(each ? (await tableNamed<Listed>(db(), table).findMany({ select: { id: true } })).map(({ id }) => each(id)) : []),
    ]),
  );
  return pages.flat();
}
