// Read by the root error boundary in the browser too, so it imports nothing of the server.
import type { Lang } from "~/i18n/texts";

/** The sentence of a refusal thrown with refusalPage, if the error is one, in the page's language. */
export function refusalSentence(error: unknown, lang: Lang): string | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const body = error.data;
  if (typeof body !== "object" || body === null || !("refusal" in body)) return null;
  const refusal: unknown = body.refusal;
  if (typeof refusal === "string") return refusal;
  return typeof refusal === "object" && refusal !== null && lang in refusal ? String((refusal as Record<Lang, unknown>)[lang]) : null;
}
