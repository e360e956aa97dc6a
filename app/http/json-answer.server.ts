import type { EntryContext } from "@remix-run/node";
import { JSON_ANSWER_HEADER } from "~/components/photo-upload";
import { PRIVATE_NO_STORE } from "./cache-headers";

// The owner's uploads with JavaScript post to the form's own page with XMLHttpRequest (for the
// progress bar) and ask for what the action answered, in JSON, instead of the page: Remix itself
// has no such answer for a page's action, and its own `.data` answers are its private format.

export function wantsJsonAnswer(request: Request): boolean {
  return request.method === "POST" && request.headers.get(JSON_ANSWER_HEADER) === "json";
}

/** What the page's action answered, in JSON with its status and cookie; null when the page itself is meant. */
export function actionAnswerInJson(request: Request, status: number, context: EntryContext): Response | null {
  if (!wantsJsonAnswer(request)) return null;
  const { actionData, actionHeaders } = context.staticHandlerContext;
  const [routeId, answer] = Object.entries(actionData ?? {})[0] ?? [];
  if (routeId === undefined) return null;
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });
  const cookie = actionHeaders[routeId]?.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return Response.json(answer, { status, headers });
}
