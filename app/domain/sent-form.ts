import { SHOWN_FIELD } from "./changed-meanwhile";
// A form as the browser sent it, read the same on the server and, when the signal drops, in the
// browser: kept apart from the rules so that the browser does not load zod for it.

/** A form's fields as plain strings; a repeated field keeps its first value. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** What a refused form is given back to show again: what was typed, but never a password. */
export function typedBack(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !/password/i.test(name)));
}

/** The field of an upload form that names its file sent ahead in pieces (photos/incoming-files.server.ts), in place of the file. */
export const INCOMING_FIELD = "incomingFile";

/** Fields sent with a form that say nothing the owner typed (the menu's language switch included). */
const NOT_TYPED = new Set(["formKey", "intent", "_id", "redirectTo", "language", INCOMING_FIELD, SHOWN_FIELD]);

/** The fields of a form that hold something she typed. */
export function typedNames(fields: Record<string, string>): string[] {
  return Object.keys(fields).filter((name) => !NOT_TYPED.has(name) && (fields[name] ?? "").trim() !== "");
}
