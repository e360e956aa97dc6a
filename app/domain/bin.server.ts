import { shortened } from "~/i18n/shortened";
import { Prisma } from "@prisma/client";
import type { StoredFileKind } from "~/photos/named-files.mjs";
import { releaseFile } from "~/photos/stored-files.server";
import { db, isUniqueViolation } from "~/site/db.server";
import { changedRow } from "./content-version.server";
import { NOT_FOUND } from "./messages";
import { refusal, type Outcome } from "./outcome";
import { BIN_DAYS, type BinnedKind } from "./bin";
import { calendarDay } from "./calendar-day";
import { photoSources } from "~/photos/photo-sources";

// A delete of the owner's content moves the row here for BIN_DAYS: gone from the site at once,
// restorable with one post. The row is kept as JSON beside the file it named; the bin goes on
// naming that file (photos/named-files.mjs), so the file stays until the row leaves the bin for
// good. Each kind's own table loses the row, so no page or API read needs to know about the bin.

const DAY_MS = 86_400_000;

type Tx = Prisma.TransactionClient;
type Row = { id: string };

type BinKind = {
  /** The row's own words, for the owner's list of what is in the bin. */
  label: (row: Record<string, unknown>) => string;
  /** The column naming the row's stored file, and what kind of file it is. */
  file?: { column: string; kind: StoredFileKind };
  /** Puts the row back; the JSON came from the row itself, so its columns are the table's. */
  restore: (tx: Tx, row: Record<string, unknown>) => Promise<unknown>;
  /** Why a restore was refused when the row collides with one made since (a unique column). */
  taken?: string;
};

const words =
  (...columns: string[]) =>
  (row: Record<string, unknown>) => {
    const text = columns.map((column) => row[column]).find((value): value is string => typeof value === "string" && value.trim() !== "") ?? "";
    const line = text.trim().split("\n")[0] ?? "";
    return shortened(line, 80);
  };

const BIN_KINDS = {
  Notice: {
    label: words("update", "updateHi"),
    file: { column: "attachmentKey", kind: "pdf" },
    restore: (tx, row) => tx.notice.create({ data: row as Prisma.NoticeUncheckedCreateInput }),
  },
  PhotoStory: {
    label: words("details", "detailsHi"),
    file: { column: "imageKey", kind: "photo" },
    // The add form's key only made a retried upload one story; a restored story needs it no more.
    restore: (tx, row) => tx.photoStory.create({ data: { ...(row as Prisma.PhotoStoryUncheckedCreateInput), uploadKey: null } }),
  },
  WorkCounter: {
    label: words("category", "categoryHi"),
    restore: (tx, row) => tx.workCounter.create({ data: row as Prisma.WorkCounterUncheckedCreateInput }),
    taken: "A work counter with this category has been added since. Delete or rename that one, then restore this one.",
  },
  TeamMember: {
    label: words("name"),
    file: { column: "photoKey", kind: "photo" },
    restore: (tx, row) => tx.teamMember.create({ data: row as Prisma.TeamMemberUncheckedCreateInput }),
  },
  Faq: {
    label: words("question", "questionHi"),
    restore: (tx, row) => tx.faq.create({ data: row as Prisma.FaqUncheckedCreateInput }),
  },
  GalleryPhoto: {
    label: words("caption", "captionHi"),
    file: { column: "imageKey", kind: "photo" },
    restore: (tx, row) => tx.galleryPhoto.create({ data: row as Prisma.GalleryPhotoUncheckedCreateInput }),
  },
  Document: {
    label: words("title"),
    file: { column: "fileKey", kind: "pdf" },
    restore: (tx, row) => tx.document.create({ data: row as Prisma.DocumentUncheckedCreateInput }),
  },
} as const satisfies Record<BinnedKind, BinKind>;

function fileOf(kind: BinnedKind, row: Record<string, unknown>) {
  const file: BinKind["file"] = (BIN_KINDS[kind] as BinKind).file;
  const key = file ? row[file.column] : null;
  return file && typeof key === "string" ? { kind: file.kind, key } : null;
}

/**
 * Deletes a row (with `remove`, which names it in its own table) and puts it in the bin, in one
 * transaction: a row is never both gone and unbinned. A row that is not there is a 404.
 */
export function moveToBin<T extends Row>(kind: BinnedKind, remove: (tx: Tx) => Promise<T>): Promise<Outcome<T>> {
  return changedRow(() =>
    db().$transaction(async (tx) => {
      const row = await remove(tx);
      const columns = row as unknown as Record<string, unknown>;
      const file = fileOf(kind, columns);
      await tx.binEntry.create({
        data: {
          kind,
          rowId: row.id,
          label: BIN_KINDS[kind].label(columns),
          row: JSON.stringify(row),
          photoKey: file?.kind === "photo" ? file.key : null,
          pdfKey: file?.kind === "pdf" ? file.key : null,
        },
      });
      return row;
    }),
  );
}

/** What is in the bin, newest first, with its photo (if it had one) and the day it leaves for good. */
export async function listBin() {
  const entries = await db().binEntry.findMany({ orderBy: [{ binnedAt: "desc" }, { id: "asc" }] });
  return entries.map(({ id, kind, label, binnedAt, photoKey, row }) => {
    const columns = JSON.parse(row) as Record<string, unknown>;
    const width = Number(columns.width ?? columns.photoWidth);
    const height = Number(columns.height ?? columns.photoHeight);
    return {
      id,
      kind: kind as BinnedKind,
      label,
      binnedOn: calendarDay(binnedAt),
      leavesOn: calendarDay(new Date(binnedAt.getTime() + BIN_DAYS * DAY_MS)),
      photo: photoKey && width > 0 && height > 0 ? photoSources(photoKey, width, height) : null,
    };
  });
}

export function countBin(): Promise<number> {
  return db().binEntry.count();
}

const GONE_GROUP = "The gallery group this photo was in has been deleted, so the photo cannot go back.";
const TAKEN = "Something with the same name has been added since. Delete or rename that one, then restore this one.";

/** Puts a binned row back where it was, or says why it cannot go back (nothing changes then). */
export async function restoreFromBin(id: string): Promise<Outcome<{ kind: BinnedKind }>> {
  const entry = await db().binEntry.findUnique({ where: { id } });
  if (!entry) return refusal(404, NOT_FOUND);
  const kind = entry.kind as BinnedKind;
  try {
    return await changedRow(() =>
      db().$transaction(async (tx) => {
        await tx.binEntry.delete({ where: { id } });
        await BIN_KINDS[kind].restore(tx, JSON.parse(entry.row) as Record<string, unknown>);
        return { kind };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(409, (BIN_KINDS[kind] as BinKind).taken ?? TAKEN);
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") return refusal(409, GONE_GROUP);
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
