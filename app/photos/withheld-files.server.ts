import { publicContentVersion } from "~/domain/content-version.server";
import { db } from "~/site/db.server";
import { FILE_COLUMNS } from "./named-files.mjs";

// What the owner moved to the bin is gone from the public site at once, its files included: a
// photo or PDF that only a bin entry names is kept (for a restore) but not served. The set is
// read again whenever the site's content changes, so a restore serves the file at once.

const binColumns = FILE_COLUMNS.filter(({ table }) => table === "BinEntry");
const liveColumns = FILE_COLUMNS.filter(({ table }) => table !== "BinEntry");
const keysOf = (columns: typeof FILE_COLUMNS) =>
  columns.map(({ table, column }) => `SELECT "${column}" AS key FROM "${table}" WHERE "${column}" IS NOT NULL`).join(" UNION ");
const WITHHELD_SQL = `${keysOf(binColumns)} EXCEPT SELECT key FROM (${keysOf(liveColumns)})`;

let known: { version: number; keys: Promise<ReadonlySet<string>> } | null = null;

/** The keys of the stored files that only the bin names. */
export function withheldFileKeys(): Promise<ReadonlySet<string>> {
  const version = publicContentVersion();
  if (known?.version !== version) {
    const keys = db()
      .$queryRawUnsafe<{ key: string }[]>(WITHHELD_SQL)
      .then((rows) => new Set(rows.map((row) => row.key)));
    known = { version, keys };
    // A failed read is tried again by the next request, not kept.
    keys.catch(() => {
      if (known?.keys === keys) known = null;
    });
  }
  return known.keys;
}
