// HTML lets an input limit its length only where it takes free text: on a date or a number
// `maxlength` is an error (the W3C checker's) and does nothing, since the browser's own control
// already bounds what can be entered. The server's rules bound every field either way.
const TYPES_WITH_LENGTH = new Set(["text", "search", "url", "tel", "email", "password"]);

/** The `maxLength` attribute for an input of `type` (text when none), or nothing where HTML allows none. */
export function lengthLimit(type: string | undefined, maxLength: number | undefined): { maxLength?: number } {
  return maxLength !== undefined && TYPES_WITH_LENGTH.has(type ?? "text") ? { maxLength } : {};
}
