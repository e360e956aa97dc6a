import type { Prisma } from "@prisma/client";
import { said } from "~/i18n/said";
import type { Kind } from "~/kinds/kind";
import { db, tableNamed } from "~/site/db.server";
import { changed } from "./content-version.server";
import { type Outcome, refusal } from "./outcome";

// Kinds of content the owner puts in order (Move up, Move down): each row has a position, and
// a page lists them smallest position first. One mechanism for all of them; which kinds they are,
// and the group a row is ordered within (a gallery photo's), their declarations say.

type Touched = { update(args: { where: { id: string }; data: { updatedAt: Date } }): Promise<unknown> };

/** A kind declared to be put in order. */
export type OrderedKind = Pick<Kind, "table"> & { ordered: NonNullable<Kind["ordered"]> };

/** How every ordered kind is listed: the owner's order, and the id where two rows tie. */
export const IN_OWNER_ORDER = [{ position: "asc" }, { id: "asc" }] as const satisfies { position?: "asc"; id?: "asc" }[];

/**
 * What keeps a query to one group's rows (a gallery photo's group, the column `within` names),
 * after `WHERE` or `AND`, with its value; nothing for a kind ordered as one list.
 */
function inGroup({ within }: NonNullable<Kind["ordered"]>, group: unknown, joiner: "WHERE" | "AND"): [string, unknown[]] {
  return within ? [` ${joiner} "${within}" = ?`, [group]] : ["", []];
}

/** The position after the last (of the group `within` names, for a gallery photo): where a new row goes. */
export async function nextPosition({ table, ordered }: OrderedKind, within?: string): Promise<number> {
  const [sameGroup, group] = inGroup(ordered, within ?? "", "WHERE");
  const [row] = await db().$queryRawUnsafe<{ last: number | null }[]>(`SELECT MAX("position") AS last FROM "${table}"${sameGroup}`, ...group);
  return Number(row?.last ?? 0) + 1;
}

/** The position before the first: where a new photo story goes, newest first as the carousel always showed them. */
export async function firstPosition({ table }: OrderedKind): Promise<number> {
  const [row] = await db().$queryRawUnsafe<{ first: number | null }[]>(`SELECT MIN("position") AS first FROM "${table}"`);
  return Number(row?.first ?? 1) - 1;
}

/**
 * Makes room for a row coming back at its old position (from the bin): the rows from there on
 * (in its group) move down one, so no two rows share a position, which Move up and Move down need.
 */
export async function makeRoomFor(tx: Prisma.TransactionClient, { table, ordered }: Pick<Kind, "table" | "ordered">, row: Record<string, unknown>) {
  if (!ordered || typeof row.position !== "number") return;
  const [sameGroup, group] = inGroup(ordered, ordered.within ? row[ordered.within] : null, "AND");
  const taken = await tx.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "${table}" WHERE "position" = ?${sameGroup} LIMIT 1`, row.position, ...group);
  if (taken.length > 0)
    await tx.$executeRawUnsafe(`UPDATE "${table}" SET "position" = "position" + 1 WHERE "position" >= ?${sameGroup}`, row.position, ...group);
}

/**
 * Swaps a row with its neighbour above or below as the list shows them (what a Move up or Move
 * down sends: the row and which way), in one transaction; at either end it stays where it is.
 */
export async function moveRow({ table, ordered }: OrderedKind, { _id: id, intent: direction }: { _id: string; intent: "up" | "down" }): Promise<Outcome<null>> {
  const moved = await db().$transaction(async (tx) => {
    const [row] = await tx.$queryRawUnsafe<{ group: string | null }[]>(
      `SELECT ${ordered.within ? `"${ordered.within}"` : "NULL"} AS "group" FROM "${table}" WHERE "id" = ?`,
      id,
    );
    if (!row) return false;
    const [sameGroup, group] = inGroup(ordered, row.group, "WHERE");
    const list = await tx.$queryRawUnsafe<{ id: string; position: number }[]>(
      `SELECT "id", "position" FROM "${table}"${sameGroup} ORDER BY "position" ASC, "id" ASC`,
      ...group,
    );
    const at = list.findIndex((listed) => listed.id === id);
    const to = direction === "up" ? at - 1 : at + 1;
    const [mine, theirs] = [list[at], list[to]];
    if (!mine || !theirs) return true;
    const setPosition = (position: number, rowId: string) => tx.$executeRawUnsafe(`UPDATE "${table}" SET "position" = ? WHERE "id" = ?`, position, rowId);
    if (new Set(list.map((listed) => listed.position)).size === list.length) {
      await setPosition(theirs.position, mine.id);
      await setPosition(mine.position, theirs.id);
    } else {
      // Two rows on one position (restored before a restore made room): the list is numbered
      // afresh in the order it shows, with the two swapped.
      [list[at], list[to]] = [theirs, mine];
      for (const [index, listed] of list.entries()) await setPosition(index + 1, listed.id);
    }
    // The page shows the new order: the row moved is changed now (the sitemap's date).
    await tableNamed<Touched>(tx, table).update({ where: { id }, data: { updatedAt: new Date() } });
    return true;
  });
  return moved ? changed(null) : refusal(404, said.notFound);
}
