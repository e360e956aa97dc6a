import { redirect, redirectDocument } from "@remix-run/node";
import { siteCookie } from "./cookies.server";

// A message that survives one redirect: "The notice was posted." on /login-home.
const flashCookie = siteCookie("flash", 60);

/**
 * Goes to `to` with the message for it to show. A page outside the owner's area (the login page
 * after a password change) runs no React, so the browser loads it whole: at its top, as a
 * page of its own.
 */
export async function redirectWithMessage(to: string, message: string, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.append("Set-Cookie", await flashCookie().serialize(message));
  return (to.startsWith("/login-home") ? redirect : redirectDocument)(to, { headers: all });
}

/** The waiting message, if any, and the header that clears it. */
export async function takeMessage(request: Request): Promise<{ message: string | null; headers: HeadersInit }> {
  const value: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || !value) return { message: null, headers: {} };
  return { message: value, headers: { "Set-Cookie": await flashCookie().serialize("", { maxAge: 0 }) } };
}
