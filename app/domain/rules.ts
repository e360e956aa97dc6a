import { z } from "zod";
import { calendarDay } from "./calendar-day";
import { type Outcome, refusal, success } from "./outcome";
import { type BrokenRule, said, type Said, type Words } from "~/i18n/said";
import { LIMITS } from "./limits";

/**
 * What a rule says when it is broken, as zod carries it (its messages are strings): the broken
 * rule, or a sentence of a kind's own in both languages. `readInput` reads it back.
 */
export function broke(rule: BrokenRule["rule"], field: string, detail?: string | number): string {
  const broken: BrokenRule = { rule, field, ...(detail === undefined ? {} : { detail: typeof detail === "number" ? detail.toLocaleString("en-IN") : detail }) };
  return JSON.stringify(broken);
}

/** A kind's own sentence for a rule of its own, such as an event's last day before its first. */
export function brokeSaying(words: Words): string {
  return JSON.stringify(words);
}

/** What a zod issue's message said; a message of zod's own (never ours) is a form changed by hand. */
function saidBy(message: string): Said {
  try {
    const read: unknown = JSON.parse(message);
    if (typeof read === "object" && read !== null && ("rule" in read || "en" in read)) return read as Said;
  } catch {
    // Not ours: zod's own words.
  }
  return { en: message, hi: said.useTheButtons.hi };
}

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
    .string({ invalid_type_error: broke("text", name) })
    .trim()
    .refine((value) => !invisible.test(value), MISSING)
    .pipe(z.string().max(max, broke("tooLong", name, max)));

export const recordId = z
  .string({ invalid_type_error: broke("text", "_id") })
  .trim()
  .refine((value) => value !== "", MISSING)
  .pipe(
    z
      .string()
      .max(LIMITS.id, broke("notA", "_id", "a valid id"))
      .regex(/^[A-Za-z0-9_-]+$/, broke("notA", "_id", "a valid id")),
  );

// A count is written in decimal digits: "0x10", "1e3" and "0b101" are not 16, 1000 and 5.
export const count = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const digits = value.trim();
    if (digits === "") return undefined;
    return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  },
  z
    .number({ invalid_type_error: broke("number", "count") })
    .int(broke("wholeNumber", "count"))
    .min(0, broke("negative", "count"))
    .max(LIMITS.count, broke("tooMuch", "count", LIMITS.count)),
);

/** A password as typed: never trimmed, never echoed. */
export const password = (name: string, { min = 1, max = LIMITS.passwordMax } = {}) =>
  z
    .string({ invalid_type_error: broke("text", name) })
    .refine((value) => value !== "", MISSING)
    .pipe(
      z
        .string()
        .min(min, broke("tooShort", name, String(min)))
        .max(max, broke("tooLong", name, String(max))),
    );

/** A category as people mean it: the same letters in any Unicode spelling, blanks folded, case folded. */
export function categoryKey(category: string): string {
  return category
    .normalize("NFKC")
    .replace(/[\p{White_Space}\p{Cf}]+/gu, " ")
    .trim()
    .toLowerCase();
}

/**
 * Checks what the owner (or an API client) sent against `schema`. A missing field is answered
 * with `missingText`, the operation's own wording; any other problem with the rule it broke.
 */
export function readInput<S extends z.ZodTypeAny>(schema: S, missingText: Said, input: unknown): Outcome<z.infer<S>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return refusal(400, said.bodyNotAnObject);
  const parsed = schema.safeParse(input);
  if (parsed.success) return success(parsed.data as z.infer<S>);
  if (parsed.error.issues.some(isMissing)) return refusal(400, missingText);
  const first = parsed.error.issues[0];
  return refusal(400, first ? saidBy(first.message) : missingText);
}

/** An optional detail: absent, blank or invisible is null, and null leaves it out of every page. */
export const optional = <T extends z.ZodTypeAny>(rule: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "string" && invisible.test(value)) return null;
    return typeof value === "string" ? value.trim() : value;
  }, rule.nullable());

const digitsOnly = (value: string) => value.replace(/[\s\-().]/g, "");

/** An Indian mobile number: ten digits, with or without +91 (or 0), spaces or dashes; kept as the ten digits. */
export const indianPhone = (name: string) =>
  z
    .string()
    .transform(digitsOnly)
    .transform((value) => value.replace(/^(?:\+?91|0)(?=\d{10}$)/, ""))
    .pipe(z.string().regex(/^[1-9]\d{9}$/, broke("mobile", name)));

// A landline is written with its STD code, a zero first: "05482 224316". The code's length
// (two to four digits after the zero) is only known from where the owner put the space, so it
// is kept as typed; ten digits that start 6 to 9 are a mobile.
const landline = /^0([1-9]\d{1,3})[\s-]+(\d{6,8})$/;

/** A number to call: a mobile as its ten digits, or a landline as "05482 224316". */
export const indianPhoneOrLandline = (name: string) =>
  z
    .string()
    .trim()
    .transform((value) => {
      const parts = landline.exec(value);
      if (parts && `${parts[1]}${parts[2]}`.length === 10) return `0${parts[1]} ${parts[2]}`;
      return digitsOnly(value).replace(/^(?:\+?91|0)(?=\d{10}$)/, "");
    })
    .refine((saved) => /^0\d{2,4} \d{6,8}$/.test(saved) || /^[1-9]\d{9}$/.test(saved), broke("phone", name));

/** An https address on one of `hosts` (or their subdomains, such as www. and m.). */
export const httpsOn = (name: string, hosts: string[], example: string) =>
  z
    .string()
    .max(500, broke("tooLong", name, "500"))
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" && (hosts.length === 0 || hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)));
        } catch {
          return false;
        }
      },
      broke("https", name, example),
    );

/** A calendar date as YYYY-MM-DD. */
export const calendarDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, broke("date", name))
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      broke("realDate", name),
    );

/** Upper-cased and stripped of blanks, then matched: PAN, IFSC. */
export const code = (name: string, pattern: RegExp, rule: "pan" | "ifsc") =>
  z
    .string()
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().regex(pattern, broke(rule, name)));

/** The id of a YouTube video, from a link as the owner pastes it (watch?v=, youtu.be/, shorts/, embed/). */
export function youtubeIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  const id =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? (url.searchParams.get("v") ?? /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? "")
        : "";
  return /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** A YouTube link, kept as the video's id. */
export const youtubeLink = z.string().transform((link, context) => {
  const id = youtubeIdOf(link);
  if (!id) context.addIssue({ code: "custom", message: broke("youtube", "link") });
  return id ?? "";
});

/** A checkbox: ticked when it was sent (a browser sends nothing for an unticked box). */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "");

/**
 * A detail an API client may leave out: absent stays undefined (the saved value stays as it
 * is), blank or invisible is null (the saved value goes), anything else is checked by `rule`.
 */
export const keptUnlessSent = <T extends z.ZodTypeAny>(rule: T) =>
  z.preprocess((value) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === "string" && invisible.test(value))) return null;
    return typeof value === "string" ? value.trim() : value;
  }, rule.nullable().optional());

type TwoLanguageRules<N extends string> = { [K in N]: ReturnType<typeof optional<ReturnType<typeof text>>> } & {
  [K in `${N}Hi`]: ReturnType<typeof keptUnlessSent<ReturnType<typeof text>>>;
};

/**
 * A text the owner writes in English, Hindi or both: `name` (English, the field the JSON API
 * has always had) and `nameHi`. The Hindi may be left out of a request (an API client never
 * sends it), and then the saved Hindi stays.
 */
export function inTwoLanguages<N extends string>(name: N, max: number): TwoLanguageRules<N> {
  return { [name]: optional(text(name, max)), [`${name}Hi`]: keptUnlessSent(text(`${name}Hi`, max)) } as TwoLanguageRules<N>;
}

/** Requires one language of each named text: missing in both is the operation's missing text. */
export function oneLanguageAtLeast<T extends z.ZodRawShape>(schema: z.ZodObject<T>, names: string[]): z.ZodEffects<z.ZodObject<T>> {
  return schema.superRefine((input: Record<string, unknown>, context) => {
    for (const name of names) {
      if (input[name] == null && input[`${name}Hi`] == null) context.addIssue({ code: "custom", path: [name], ...MISSING });
    }
  });
}

/** A calendar day that is today or later (India's day, as every rule compares them); `why` says what a past day would mean. */
export const notPast = (why: Words) => z.string().refine((day) => day >= calendarDay(), brokeSaying(why));
