import { redirect } from "@remix-run/node";
import { siteCookie } from "./cookies.server";

// A message that survives one redirect: "The notice was posted." on /login-home.
const flashCookie = siteCookie("flash", 60);

export async function redirectWithMessage(to: string, message: string, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.append("Set-Cookie", await flashCookie().serialize(message));
  return redirect(to, { headers: all });
}

/** The waiting message, if any, and the header that clears it. */
export async function takeMessage(request: Request): Promise<{ message: string | null; headers: HeadersInit }> {
  const value: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || !value) return { message: null, headers: {} };
  return { message: value, headers: { "Set-Cookie": await flashCookie().serialize("", { maxAge: 0 }) } };
}
