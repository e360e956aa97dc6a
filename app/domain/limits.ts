// The limits of what the owner may store, for the forms and the JSON API alike
// (docs/limits.md lists them for people). Plain numbers, apart from the rules that use them, so
// that a form in the browser reads them without the rules' zod.
export const LIMITS = {
  category: 80,
  count: 1_000_000_000,
  notice: 2000,
  details: 2000,
  userid: 64,
  passwordMin: 8,
  passwordMax: 128,
  id: 64,
  /** A name, a role, an account name: one line. */
  line: 200,
  /** The trust's story, the founder's message, an address: paragraphs. */
  paragraphs: 5000,
} as const;
