import { said } from "~/i18n/said";
// The files the owner uploads, each read from its own multipart field with its own limit.
export const UPLOAD_KINDS = {
  photo: { field: "image", maxBytes: 25 * 1024 * 1024, tooLarge: said.photoTooLarge },
  pdf: { field: "document", maxBytes: 10 * 1024 * 1024, tooLarge: said.pdfTooLarge },
  statement: { field: "statement", maxBytes: 5 * 1024 * 1024, tooLarge: said.statementTooLarge },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The most one piece of a file sent ahead may carry (photos/incoming-files.server.ts): one request, kept short so a drop costs little. */
export const PIECE_MOST_BYTES = 1024 * 1024;
