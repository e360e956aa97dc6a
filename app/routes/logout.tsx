import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { clearedSessionCookieHeader, endSession, ownerFromCookie } from "~/http/session.server";
import { takesLogin } from "~/http/route-handle";
import { languageOf } from "~/domain/owner.server";

export const handle = takesLogin;

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await ownerFromCookie(request);
  if (session) await endSession(session.token);
  // Back to the login in the language the owner's area was in.
  const login = session && languageOf(session.owner) === "hi" ? "/hi/login" : "/login";
  return redirect(login, { headers: { "Set-Cookie": await clearedSessionCookieHeader() } });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
