import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearedSessionCookieHeader, endSession, ownerFromCookie } from "~/http/session.server";
import { takesLogin } from "~/http/route-handle";

export const handle = takesLogin;

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await ownerFromCookie(request);
  if (session) await endSession(session.token);
  return redirect("/login", { headers: { "Set-Cookie": await clearedSessionCookieHeader() } });
}
