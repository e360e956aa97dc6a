// The files the owner uploads, each read from its own multipart field with its own limit.
export const UPLOAD_KINDS = {
  photo: { field: "image", maxBytes: 25 * 1024 * 1024, tooLarge: "This photo is too large: it may be at most 25 MB." },
  pdf: { field: "document", maxBytes: 10 * 1024 * 1024, tooLarge: "This document is too large: it may be at most 10 MB." },
  statement: { field: "statement", maxBytes: 5 * 1024 * 1024, tooLarge: "This statement is too large: it may be at most 5 MB. Export a shorter period." },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
