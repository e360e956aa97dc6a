import { z } from "zod";
import { refusal, success, type Outcome } from "./outcome";

// The limits of what the owner may store, for the forms and the JSON API alike
// (docs/limits.md lists them for people).
export const LIMITS = {
  category: 80,
  count: 1_000_000_000,
  notice: 2000,
  details: 2000,
  userid: 64,
  passwordMin: 8,
  passwordMax: 128,
  id: 64,
} as const;

// A field that is absent, blank, or made only of invisible characters (zero-width spaces, a
// byte-order mark) is missing: the catalogue's own text answers it, not a sentence of ours.
const MISSING = { params: { missing: true } };

/** Whether a zod issue says a field is missing, as opposed to present and wrong. */
function isMissing(issue: z.ZodIssue): boolean {
  if (issue.code === "invalid_type") return issue.received === "undefined";
  return issue.code === "custom" && issue.params?.missing === true;
}

const invisible = /^[\p{White_Space}\p{Cf}]*$/u;

/** Text of at most `max` characters, trimmed; blank or invisible text is missing. */
export const text = (name: string, max: number) =>
  z
    .string({ invalid_type_error: `${name} must be text` })
    .trim()
    .refine((value) => !invisible.test(value), MISSING)
    .pipe(z.string().max(max, `${name} may be at most ${max.toLocaleString("en-IN")} characters`));

export const recordId = z
  .string({ invalid_type_error: "_id must be text" })
  .trim()
  .refine((value) => value !== "", MISSING)
  .pipe(z.string().max(LIMITS.id, "_id is not a valid id").regex(/^[A-Za-z0-9_-]+$/, "_id is not a valid id"));

// A count is written in decimal digits: "0x10", "1e3" and "0b101" are not 16, 1000 and 5.
export const count = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const digits = value.trim();
    if (digits === "") return undefined;
    return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  },
  z
    .number({ invalid_type_error: "count must be a number" })
    .int("count must be a whole number")
    .min(0, "count may not be negative")
    .max(LIMITS.count, `count may be at most ${LIMITS.count.toLocaleString("en-IN")}`),
);

/** A password as typed: never trimmed, never echoed. */
export const password = (name: string, { min = 1, max = LIMITS.passwordMax } = {}) =>
  z
    .string({ invalid_type_error: `${name} must be text` })
    .refine((value) => value !== "", MISSING)
    .pipe(
      z
        .string()
        .min(min, `${name} must be at least ${min} characters`)
        .max(max, `${name} may be at most ${max} characters`),
    );

/** A category as people mean it: the same letters in any Unicode spelling, blanks folded, case folded. */
export function categoryKey(category: string): string {
  return category.normalize("NFKC").replace(/[\p{White_Space}\p{Cf}]+/gu, " ").trim().toLowerCase();
}

/**
 * Checks what the owner (or an API client) sent against `schema`. A missing field is answered
 * with `missingText`, the catalogue's wording for that operation; any other problem with a
 * sentence that names the field.
 */
export function readInput<S extends z.ZodTypeAny>(schema: S, missingText: string, input: unknown): Outcome<z.infer<S>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return refusal(400, "The request body must be a JSON object or a form.");
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return success(parsed.data as z.infer<S>);
  if (parsed.error.issues.some(isMissing)) return refusal(400, missingText);
  return refusal(400, parsed.error.issues[0]?.message ?? missingText);
}

/** A form's fields as plain strings; a repeated field keeps its first value. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}
