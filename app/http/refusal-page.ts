import { data } from "@remix-run/node";

/**
 * A refusal of what the visitor sent, thrown from a loader or action: the root error boundary
 * shows its sentence. Anything else that reaches the boundary (Remix's own answers, our faults)
 * is shown in the site's words, never in its own.
 */
export function refusalPage(status: number, sentence: string) {
  return data({ refusal: sentence }, { status });
}

/** The sentence of a refusal thrown with refusalPage, if the error is one. */
export function refusalSentence(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const body = error.data;
  return typeof body === "object" && body !== null && "refusal" in body && typeof body.refusal === "string" ? body.refusal : null;
}

/** A 404 for a record that is not there: the root error boundary shows "Page not found". */
export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}
