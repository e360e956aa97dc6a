import { said } from "~/i18n/said";
import { shortened } from "~/i18n/shortened";
import { Prisma } from "@prisma/client";
import { FILE_COLUMNS, type StoredFileKind } from "~/photos/named-files.mjs";
import { releaseFile } from "~/photos/stored-files.server";
import { db, isUniqueViolation, tableNamed } from "~/site/db.server";
import { changedRow } from "./content-version.server";
import { type Outcome, refusal } from "./outcome";
import { BIN_DAYS } from "./bin";
import type { Kind } from "~/kinds/kind";
import type { Lang } from "~/i18n/texts";
import { calendarDay } from "./calendar-day";
import { makeRoomFor } from "./ordering.server";
import { photoSources } from "~/photos/photo-sources";

// A delete of the owner's content moves the row here for BIN_DAYS: gone from the site at once,
// restorable with one post. The row is kept as JSON beside the file it named; the bin goes on
// naming that file (photos/named-files.mjs), so the file stays until the row leaves the bin for
// good. Each kind's own table loses the row, so no page or API read needs to know about the bin.

const DAY_MS = 86_400_000;

type Tx = Prisma.TransactionClient;
type Row = { id: string };
type Columns = Record<string, unknown>;

/** A kind declared to go to the bin (kinds/kind.ts). */
export type BinnedKind = Pick<Kind, "table" | "ordered"> & { bin: NonNullable<Kind["bin"]> };
/** The declaration of the kind a bin entry names (kinds/kinds.server.ts): the registry is handed in, as it imports the kinds, which import this. */
type BinnedKindOf = (table: string) => BinnedKind | undefined;

/** The row's own words, for the owner's list of what is in the bin: the first of its columns with any. */
function labelOf({ bin }: BinnedKind, row: Columns): string {
  const text = bin.label.map((column) => row[column]).find((value): value is string => typeof value === "string" && value.trim() !== "") ?? "";
  return shortened(text.trim().split("\n")[0] ?? "", 80);
}

/** The keys of the photo and the PDF a row names (photos/named-files.mjs), which the bin goes on naming. */
function filesOf({ table }: BinnedKind, row: Columns) {
  const keyIn = (file: StoredFileKind) => {
    const named = FILE_COLUMNS.find((column) => column.table === table && column.kind === file);
    const key = named ? row[named.column] : null;
    return typeof key === "string" ? key : null;
  };
  return { photoKey: keyIn("photo"), pdfKey: keyIn("pdf") };
}

type Table = {
  findMany(args: { where: Columns }): Promise<Columns[]>;
  create(args: { data: Columns }): Promise<unknown>;
  deleteMany(args: { where: Columns }): Promise<unknown>;
  delete(args: { where: { id: string } }): Promise<Row>;
};

/**
 * The row's columns that its table has now: a row binned before an update of the site dropped a
 * column (as PhotoStory.uploadKey went) still comes back.
 */
function columnsNow(table: Prisma.ModelName, row: Columns): Columns {
  const model = Prisma.dmmf.datamodel.models.find((each) => each.name === table);
  const kept = new Set(model?.fields.filter((field) => field.kind === "scalar").map((field) => field.name));
  return Object.fromEntries(Object.entries(row).filter(([column]) => kept.has(column)));
}

/** Puts a row back in its own table, at its place in the owner's order: changed now, as its page is (the sitemap's date). */
async function putBack(tx: Tx, kind: BinnedKind, row: Columns): Promise<unknown> {
  await makeRoomFor(tx, kind, row);
  return tableNamed<Table>(tx, kind.table).create({ data: { ...columnsNow(kind.table, row), updatedAt: new Date() } });
}

/** A row's bin entry: its own words, the row as JSON, the files it names, when it was binned. */
function entryOf(kind: BinnedKind, row: Columns, binnedAt: Date) {
  return { kind: kind.table, rowId: String(row.id), label: labelOf(kind, row), row: JSON.stringify(row), binnedAt, ...filesOf(kind, row) };
}

/** The rows that go to the bin with a kind's row (its `bin.along`), taken out of their own table, each with its kind. */
async function takeAlong(tx: Tx, { table, bin: { along } }: BinnedKind, id: string, kindOf: BinnedKindOf) {
  if (!along) return [];
  const kind = kindOf(along.table);
  if (!kind) throw new Error(`${table}'s rows would take ${along.table}'s along, which does not go to the bin`);
  const where = { [along.by]: id };
  const rows = await tableNamed<Table>(tx, along.table).findMany({ where });
  await tableNamed<Table>(tx, along.table).deleteMany({ where });
  return rows.map((row) => ({ kind, row }));
}

/**
 * Deletes a kind's row and puts it in the bin, with the rows its declaration says go along (a
 * gallery group's photos), in one transaction: a row is never both gone and unbinned. A row that
 * is not there is a 404. Every kind that goes to the bin has its Delete bound here
 * (kinds/kinds.server.ts), which hands in the registry.
 */
export function moveToBin(kind: BinnedKind, id: string, kindOf: BinnedKindOf): Promise<Outcome<Row>> {
  return changedRow(() =>
    db().$transaction(async (tx) => {
      const along = await takeAlong(tx, kind, id, kindOf);
      const row = await tableNamed<Table>(tx, kind.table).delete({ where: { id } });
      // One moment for all: they leave the bin for good together.
      const binnedAt = new Date();
      const entry = await tx.binEntry.create({ data: entryOf(kind, row as unknown as Columns, binnedAt) });
      for (const other of along) await tx.binEntry.create({ data: { ...entryOf(other.kind, other.row, binnedAt), partOf: entry.id } });
      return row;
    }),
  );
}

/** What is in the bin, newest first, with its kind's name in `lang`, its photo (if it had one) and the day it leaves for good. */
export async function listBin(lang: Lang, kindOf: BinnedKindOf) {
  const entries = await db().binEntry.findMany({ orderBy: [{ binnedAt: "desc" }, { id: "asc" }] });
  const alongOf = new Map<string, typeof entries>();
  for (const entry of entries) {
    if (entry.partOf === null) continue;
    const along = alongOf.get(entry.partOf);
    if (along) along.push(entry);
    else alongOf.set(entry.partOf, [entry]);
  }
  return entries
    .filter((entry) => entry.partOf === null)
    .map((entry) => {
      const along = alongOf.get(entry.id) ?? [];
      const pictured = [entry, ...along].find((shown) => shown.photoKey);
      return {
        id: entry.id,
        kindName: kindOf(entry.kind)?.bin.name[lang] ?? entry.kind,
        label: entry.label,
        along: along.length,
        binnedOn: calendarDay(entry.binnedAt),
        leavesOn: calendarDay(new Date(entry.binnedAt.getTime() + BIN_DAYS * DAY_MS)),
        photo: pictured ? photoOf(pictured) : null,
      };
    });
}

/** The photo an entry's row named, to show beside it. */
function photoOf({ photoKey, row }: { photoKey: string | null; row: string }) {
  const columns = JSON.parse(row) as Columns;
  const width = Number(columns.width ?? columns.photoWidth);
  const height = Number(columns.height ?? columns.photoHeight);
  return photoKey && width > 0 && height > 0 ? photoSources(photoKey, width, height) : null;
}

/** How many things the owner sees in the bin (a gallery group counts once, with its photos). */
export function countBin(): Promise<number> {
  return db().binEntry.count({ where: { partOf: null } });
}

/** Puts a binned row back where it was, or says why it cannot go back (nothing changes then). */
export async function restoreFromBin(id: string, kindOf: BinnedKindOf): Promise<Outcome<{ kind: string }>> {
  const entry = await db().binEntry.findUnique({ where: { id } });
  const kind = entry ? kindOf(entry.kind) : undefined;
  if (!entry || !kind) return refusal(404, said.notFound);
  try {
    return await changedRow(() =>
      db().$transaction(async (tx) => {
        await tx.binEntry.delete({ where: { id } });
        await putBack(tx, kind, JSON.parse(entry.row) as Columns);
        for (const other of await tx.binEntry.findMany({ where: { partOf: id } })) {
          const otherKind = kindOf(other.kind);
          if (!otherKind) continue;
          await tx.binEntry.delete({ where: { id: other.id } });
          await putBack(tx, otherKind, JSON.parse(other.row) as Columns);
        }
        return { kind: kind.table };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, kind.bin.taken ?? said.sameNameTaken);
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") return refusal(409, said.groupGone);
    throw error;
  }
}

/** Removes for good what the bin holds (all of it, or what was binned before `before`), files included. */
export async function emptyBin(before?: Date): Promise<number> {
  const where = before ? { binnedAt: { lt: before } } : {};
  const gone = await db().$transaction(async (tx) => {
    const entries = await tx.binEntry.findMany({ where, select: { id: true, photoKey: true, pdfKey: true } });
    await tx.binEntry.deleteMany({ where: { id: { in: entries.map((entry) => entry.id) } } });
    return entries;
  });
  for (const entry of gone) {
    if (entry.photoKey) await releaseFile("photo", entry.photoKey);
    if (entry.pdfKey) await releaseFile("pdf", entry.pdfKey);
  }
  return gone.length;
}

/** What has been in the bin BIN_DAYS by `now` goes for good. */
export function purgeBin(now = new Date()): Promise<number> {
  return emptyBin(new Date(now.getTime() - BIN_DAYS * DAY_MS));
}
