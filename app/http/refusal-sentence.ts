// Read by the root error boundary in the browser too, so it imports nothing of the server.

/** The sentence of a refusal thrown with refusalPage, if the error is one. */
export function refusalSentence(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const body = error.data;
  return typeof body === "object" && body !== null && "refusal" in body && typeof body.refusal === "string" ? body.refusal : null;
}
