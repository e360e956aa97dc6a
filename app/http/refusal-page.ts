import { data } from "@remix-run/node";

/**
 * A refusal of what the visitor sent, thrown from a loader or action: the root error boundary
 * shows its sentence. Anything else that reaches the boundary (Remix's own answers, our faults)
 * is shown in the site's words, never in its own (refusal-sentence.ts reads it there).
 */
export function refusalPage(status: number, sentence: string) {
  return data({ refusal: sentence }, { status });
}

/** A 404 for a record that is not there: the root error boundary shows "Page not found". */
export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}
