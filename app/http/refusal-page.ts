import { data } from "@remix-run/node";
import type { Words } from "~/i18n/said";
import { PRIVATE_NO_STORE } from "./cache-headers";

/**
 * A refusal of what the visitor sent, thrown from a loader or action: the root error boundary
 * shows its sentence (a form's own, or one in both languages for the page's). Anything else
 * that reaches the boundary (Remix's own answers, our faults) is shown in the site's words,
 * never in its own (refusal-sentence.ts reads it there).
 */
export function refusalPage(status: number, sentence: string | Words) {
  return data({ refusal: sentence }, { status });
}

/**
 * The header of a 404 that asks for the site's own "Page not found" page. A page's 404 reaches
 * the root error boundary by itself; a resource route (a receipt, a preview picture) has no page,
 * so the server answers its 404 with the site's (server/remix-bridge.mjs).
 */
const SITE_NOT_FOUND_HEADER = "X-Site-Not-Found";

/** A 404 for a record that is not there: the site's "Page not found" page. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { [SITE_NOT_FOUND_HEADER]: "1" } });
}

/**
 * A refusal of what was sent to a resource route (a file, not a page), thrown from its loader:
 * its sentence in plain text with its status. A resource route has no error boundary, so a thrown
 * refusalPage would reach the visitor as Remix's own 500.
 */
export function refusedFile(status: number, sentence: string, headers: Record<string, string> = {}): Response {
  return new Response(sentence, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE, ...headers } });
}

/** The action of an address that only answers reads (a file, a feed): a write is a 405 that names the methods it takes. */
export function readsOnly(): Response {
  return refusedFile(405, "Method Not Allowed", { Allow: "GET, HEAD" });
}

/** The loader of an address that only takes posts (a file's pieces begin there): a read is a 405 that names the method it takes. */
export function postsOnly(): Response {
  return refusedFile(405, "Method Not Allowed", { Allow: "POST" });
}
