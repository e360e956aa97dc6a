import { type FieldNames, said, type Words } from "~/i18n/said";
import { z } from "zod";
import type { UploadKind } from "~/photos/upload-kinds";
import { type FieldDeclarations, labelsIn } from "~/kinds/fields";
import { broke, inTwoLanguages, optional, recordId, text } from "./rules";
import { LIMITS } from "./limits";

// What every row of the operations table is made of, for the site's own rows
// (domain/operations.ts) and the kinds' (kinds/<kind>/): a row's shape and the parts many share.
// It imports no kind, so a kind's rows can be read while the table itself is still loading.

/**
 * The texts of an operation, in both languages: for a missing field, a conflict (or wrong
 * credentials) and a fault of ours, and what the owner's form says on success (null where the
 * form moves on without a message). The JSON API says their English, and its own success text.
 */
type Texts = {
  missing: Words;
  conflict?: Words;
  fault: Words;
  formSuccess: Words | null;
  /** Null for an operation only the owner's forms run. */
  apiSuccess: string | null;
};

/**
 * An operation's texts: what its form says on success, and (unless `other` says otherwise) the
 * catalogue's "Data Missing" and "Server Error", and no text of its own for the JSON API.
 */
export function rowTexts<const Other extends Partial<Omit<Texts, "formSuccess">> = Record<never, never>>(formSuccess: Words | null, other?: Other) {
  const texts = { missing: said.dataMissing, fault: said.serverError, apiSuccess: null, ...other, formSuccess };
  return texts as Omit<{ missing: Words; fault: Words; apiSuccess: null }, keyof Other> & Other & { formSuccess: Words | null };
}

/** One thing the owner (or, for login, anyone) can do: what it takes, and what it says. */
export type Operation = {
  input: z.ZodTypeAny;
  /** The file the operation takes in a multipart form (a photo or a PDF), and whether it must have one; none without it. */
  upload?: { kind: UploadKind; required: boolean };
  texts: Texts;
  /** The names of fields only this row has, by language, for the rules a form words (the shared Hindi ones are in i18n/said.ts). */
  fieldNames?: FieldNames;
};

/** The file a row must have (a photo or a PDF): its binding is given its path (`Bindings`), since `runOperation` refuses the form without it. */
export const requiredFile = (kind: UploadKind) => ({ kind, required: true }) as const;

/** A kind's rows, each naming the kind's fields for the rules a form words by the labels its form gives them, in both languages. */
export function namingFields<Rows extends Record<string, Operation>>(rows: Rows, fields: FieldDeclarations) {
  const fieldNames = fieldNamesOf(fields);
  return Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, { ...row, fieldNames }])) as {
    [Name in keyof Rows]: Rows[Name] & { fieldNames: FieldNames };
  };
}

/** Declared fields named by their labels, in both languages. */
export function fieldNamesOf(fields: FieldDeclarations): FieldNames {
  return { hi: labelsIn(fields, "hi"), en: labelsIn(fields, "en") };
}

/** What a form of one row sends: the row's id. */
export const byId = z.object({ _id: recordId });

/** An optional line of text. */
export const line = (name: string) => optional(text(name, LIMITS.line));
/** Move up and Move down: the row, and which way. */
export const move = z.object({ _id: recordId, intent: text("intent", 10).pipe(z.enum(["up", "down"], { message: broke("oneOf", "intent", "up or down") })) });
/** A row's own button that sets a yes-or-no (Pin to the top, Show on the home page). */
export const yesOrNo = (name: string) =>
  text(name, 3)
    .pipe(z.enum(["yes", "no"], { message: broke("oneOf", name, "yes or no") }))
    .transform((value) => value === "yes");
/** A form whose photo is optional: a new one replaces the old, and the owner may remove it. */
export const optionalPhoto = { kind: "photo", required: false } as const;
/** The row of Move up and Move down, the same on every list the owner orders: the registry gives it to each ordered kind (kinds/kinds.server.ts). */
export const moveOperation = { input: move, texts: rowTexts(said.orderChanged) };
/** What a form that adds or changes a record says when it is saved; a field left blank is the catalogue's "Required Fields". */
export const savedTexts = (saved: Words) => rowTexts(saved, { missing: said.requiredFields });
/** A form of one record and no other field (Delete, Remove its PDF): its id, and what the owner's form says once it is done. */
export const oneRecordRow = (done: Words) => ({ input: byId, texts: rowTexts(done) });
/** A gallery group's, a video's, an article's or a document's title, in either language or both. */
export const titleInTwoLanguages = inTwoLanguages("title", LIMITS.line);
