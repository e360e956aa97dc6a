import { z } from "zod";
import { missingFieldsMessage, type OwnerAction } from "~/services/messages";
import { refusal, success, type Outcome } from "~/services/outcome";

// The limits the spec leaves open (DESIGN.md). Forms and the JSON API both validate here.
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

// Blanks, zero-width characters and other format characters show nothing: text made only of
// them is missing, not an invisible notice.
const invisible = /^[\p{White_Space}\p{Cf}]*$/u;

const text = (name: string, max: number) =>
  z
    .string({ required_error: "missing", invalid_type_error: `${name} must be text` })
    .trim()
    .refine((value) => !invisible.test(value), "missing")
    .pipe(z.string().max(max, `${name} may be at most ${max.toLocaleString("en-IN")} characters`));

const id = z
  .string({ required_error: "missing", invalid_type_error: "_id must be text" })
  .trim()
  .min(1, "missing")
  .max(LIMITS.id, "_id is not a valid id")
  .regex(/^[A-Za-z0-9_-]+$/, "_id is not a valid id");

// A count is written in decimal digits: "0x10", "1e3" and "0b101" are not 16, 1000 and 5.
const count = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const digits = value.trim();
    if (digits === "") return undefined;
    return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  },
  z
    .number({ required_error: "missing", invalid_type_error: "count must be a number" })
    .int("count must be a whole number")
    .min(0, "count may not be negative")
    .max(LIMITS.count, `count may be at most ${LIMITS.count.toLocaleString("en-IN")}`),
);

/** A category as people mean it: the same letters in any Unicode spelling, blanks folded, case folded. */
export function categoryKey(category: string): string {
  return category.normalize("NFKC").replace(/[\p{White_Space}\p{Cf}]+/gu, " ").trim().toLowerCase();
}

const password = (name: string) => z.string({ required_error: "missing", invalid_type_error: `${name} must be text` }).min(1, "missing");

export const ownerInputs = {
  login: z.object({ userid: text("userid", LIMITS.userid), password: password("password").pipe(z.string().max(LIMITS.passwordMax, "password is too long")) }),
  addNotice: z.object({ update: text("update", LIMITS.notice) }),
  updateNotice: z.object({ _id: id, update: text("update", LIMITS.notice) }),
  deleteNotice: z.object({ _id: id }),
  addWork: z.object({ category: text("category", LIMITS.category), count }),
  updateWork: z.object({ _id: id, category: text("category", LIMITS.category), count }),
  deleteWork: z.object({ _id: id }),
  addContent: z.object({ details: text("details", LIMITS.details) }),
  updateContent: z.object({ _id: id, details: text("details", LIMITS.details) }),
  deleteContent: z.object({ _id: id }),
  changePassword: z.object({
    userid: text("userid", LIMITS.userid),
    oldPassword: password("oldPassword"),
    newPassword: password("newPassword")
      .pipe(z.string().min(LIMITS.passwordMin, `newPassword must be at least ${LIMITS.passwordMin} characters`))
      .pipe(z.string().max(LIMITS.passwordMax, `newPassword may be at most ${LIMITS.passwordMax} characters`)),
  }),
} satisfies Partial<Record<OwnerAction, z.ZodTypeAny>>;

type InputAction = keyof typeof ownerInputs;

/**
 * Checks what the owner (or an API client) sent for `action`. A missing field gives the
 * catalogue's text for that action; any other problem a sentence that names the field.
 */
export function readOwnerInput<A extends InputAction>(action: A, input: unknown): Outcome<z.infer<(typeof ownerInputs)[A]>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return refusal(400, "The request body must be a JSON object or a form.");
  }
  const parsed = ownerInputs[action].safeParse(input);
  if (parsed.success) return success(parsed.data as z.infer<(typeof ownerInputs)[A]>);
  const missing = parsed.error.issues.some((issue) => issue.message === "missing");
  if (missing) return refusal(400, missingFieldsMessage(action));
  const first = parsed.error.issues[0];
  return refusal(400, first?.message ?? missingFieldsMessage(action));
}

/** A form's fields as plain strings; a repeated field keeps its first value. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}
