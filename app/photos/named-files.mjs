// @ts-check
// Every column that names a stored file: a photo (its variants are uploads/<key>-<width>.<format>)
// or a PDF (uploads/<key>.pdf). A file is kept while any of these names it: the app asks them
// before removing a file, the start-up sweep and the backup keep only what they name. Plain
// JavaScript: the app and the backup script both read it. A new kind of content with a photo
// or a document adds its column here, named "…Key"; named-files.test.ts fails for a "…Key"
// column of the schema that is not here.

/** @typedef {"photo" | "pdf"} StoredFileKind */

/**
 * "Table.column", by what the column names. BinEntry's are what the owner deleted: it keeps its
 * file while it waits in the bin (domain/bin.server.ts).
 * @type {Record<StoredFileKind, string[]>}
 */
const NAMED = {
  photo: [
    "PhotoStory.imageKey",
    "GalleryPhoto.imageKey",
    "TeamMember.photoKey",
    "Programme.photoKey",
    "TrustDetails.logoKey",
    "TrustDetails.upiQrKey",
    "Event.photoKey",
    "BinEntry.photoKey",
  ],
  pdf: ["Document.fileKey", "Notice.attachmentKey", "Event.pdfKey", "BinEntry.pdfKey"],
};

/** @type {ReadonlyArray<{ table: string; column: string; kind: StoredFileKind }>} */
export const FILE_COLUMNS = Object.freeze(
  /** @type {StoredFileKind[]} */ (["photo", "pdf"]).flatMap((kind) =>
    NAMED[kind].map((named) => {
      const [table = "", column = ""] = named.split(".");
      return { table, column, kind };
    }),
  ),
);

/**
 * SQL listing, as `key`, every key of a kind that some row names.
 * @param {StoredFileKind} kind
 */
export function namedKeysSql(kind) {
  return FILE_COLUMNS.filter((named) => named.kind === kind)
    .map(({ table, column }) => `SELECT "${column}" AS key FROM "${table}" WHERE "${column}" IS NOT NULL`)
    .join(" UNION ");
}

/**
 * The key and kind of a file in the uploads folder, or null for a file no row could name.
 * @param {string} fileName
 * @returns {{ kind: StoredFileKind; key: string } | null}
 */
export function storedFileOf(fileName) {
  const photo = /^([a-f0-9]{24})-(\d{1,5})\.(avif|webp|jpg)$/.exec(fileName);
  if (photo?.[1]) return { kind: "photo", key: photo[1] };
  const pdf = /^([a-f0-9]{24})\.pdf$/.exec(fileName);
  if (pdf?.[1]) return { kind: "pdf", key: pdf[1] };
  return null;
}
