import { said } from "~/i18n/said";
// The files the owner uploads, each read from its own multipart field with its own limit.
export const UPLOAD_KINDS = {
  photo: { field: "image", maxBytes: 25 * 1024 * 1024, tooLarge: said.photoTooLarge },
  pdf: { field: "document", maxBytes: 10 * 1024 * 1024, tooLarge: said.pdfTooLarge },
  statement: { field: "statement", maxBytes: 5 * 1024 * 1024, tooLarge: said.statementTooLarge },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
