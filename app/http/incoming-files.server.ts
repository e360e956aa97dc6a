import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Refusal } from "~/domain/outcome";
import { languageOf } from "~/domain/owner.server";
import { said, sayIn } from "~/i18n/said";
import { arrivedOf, beginIncoming, takePiece } from "~/photos/incoming-files.server";
import { PRIVATE_NO_STORE } from "./cache-headers";
import { ownerFromCookie } from "./session.server";

// The addresses of a file sent ahead of its form (photos/incoming-files.server.ts), for the
// owner's browser only: JSON answers, in the owner's language where they say something. A
// session that has ended is a 401, never the login page: the browser then posts the form as it
// would have, and that post goes to the login keeping what she typed.

const NOT_KEPT = { "Cache-Control": PRIVATE_NO_STORE };

function answer(body: object, status = 200): Response {
  return Response.json(body, { status, headers: NOT_KEPT });
}

async function refused(request: Request, refusal: Refusal, more: object = {}): Promise<Response> {
  const session = await ownerFromCookie(request);
  if (refusal.status >= 500 && refusal.detail) console.error(`A file sent ahead failed: ${refusal.detail}`);
  return answer({ message: sayIn(session ? languageOf(session.owner) : "en", refusal.message), ...more }, refusal.status);
}

const loggedOut = () => answer({ message: said.unauthorised.en }, 401);

/** POST /login-home/incoming (kind, size): begins one; its id. */
export async function beginIncomingAction({ request }: ActionFunctionArgs): Promise<Response> {
  if (!(await ownerFromCookie(request))) return loggedOut();
  const form = await request.formData().catch(() => null);
  const begun = await beginIncoming(String(form?.get("kind") ?? ""), String(form?.get("size") ?? ""));
  return begun.ok ? answer(begun.value, 201) : refused(request, begun);
}

/** GET /login-home/incoming/:id: how much of it has arrived, to go on from there after a drop. */
export async function arrivedLoader({ request, params }: LoaderFunctionArgs): Promise<Response> {
  if (!(await ownerFromCookie(request))) return loggedOut();
  const arrived = await arrivedOf(params.id ?? "");
  return arrived ? answer(arrived) : refused(request, { ok: false, status: 404, message: said.fileNotAllArrived });
}

/** POST /login-home/incoming/:id?from=N, its bytes as the body: one piece; how much has arrived. */
export async function pieceAction({ request, params }: ActionFunctionArgs): Promise<Response> {
  if (!(await ownerFromCookie(request))) return loggedOut();
  const id = params.id ?? "";
  const taken = await takePiece(id, new URL(request.url).searchParams.get("from") ?? "", request.body);
  if (taken.ok) return answer(taken.value);
  return refused(request, taken, (await arrivedOf(id)) ?? {});
}
