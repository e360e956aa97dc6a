import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Refusal } from "~/domain/outcome";
import { languageOf } from "~/domain/owner.server";
import { said, sayIn } from "~/i18n/said";
import type { Lang } from "~/i18n/texts";
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

/** Answers for a signed-in owner only, in her language; anyone else is a 401. */
async function forOwner(request: Request, answerIn: (lang: Lang) => Promise<Response>): Promise<Response> {
  const session = await ownerFromCookie(request);
  return session ? answerIn(languageOf(session.owner)) : answer({ message: said.unauthorised.en }, 401);
}

function refused(lang: Lang, refusal: Refusal, more: object = {}): Response {
  if (refusal.status >= 500 && refusal.detail) console.error(`A file sent ahead failed: ${refusal.detail}`);
  return answer({ message: sayIn(lang, refusal.message), ...more }, refusal.status);
}

/** POST /login-home/incoming (kind, size): begins one; its id. */
export function beginIncomingAction({ request }: ActionFunctionArgs): Promise<Response> {
  return forOwner(request, async (lang) => {
    const form = await request.formData().catch(() => null);
    const begun = await beginIncoming(String(form?.get("kind") ?? ""), String(form?.get("size") ?? ""));
    return begun.ok ? answer(begun.value, 201) : refused(lang, begun);
  });
}

/** GET /login-home/incoming/:id: how much of it has arrived, to go on from there after a drop. */
export function arrivedLoader({ request, params }: LoaderFunctionArgs): Promise<Response> {
  return forOwner(request, async (lang) => {
    const arrived = await arrivedOf(params.id ?? "");
    return arrived ? answer(arrived) : refused(lang, { ok: false, status: 404, message: said.fileNotAllArrived });
  });
}

/** POST /login-home/incoming/:id?from=N, its bytes as the body: one piece; how much has arrived. */
export function pieceAction({ request, params }: ActionFunctionArgs): Promise<Response> {
  return forOwner(request, async (lang) => {
    const id = params.id ?? "";
    const taken = await takePiece(id, new URL(request.url).searchParams.get("from") ?? "", request.body);
    return taken.ok ? answer(taken.value) : refused(lang, taken, (await arrivedOf(id)) ?? {});
  });
}
