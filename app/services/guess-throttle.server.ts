import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { db } from "./db.server";
import { siteConfig } from "./env.server";
import { TOO_MANY_LOGINS } from "./messages";
import { refusal, success, type Outcome } from "./outcome";

export const LOGIN_THROTTLE = { failures: 5, windowMs: 15 * 60 * 1000 } as const;
const DEVICE_DAYS = 365;

/** Where a password guess comes from: the client address, and the device cookie of a browser the owner logged in on. */
export type Guesser = { address: string; device: string | null };

let cookie: ReturnType<typeof createCookie> | undefined;

// OWASP's device cookie: a browser that has logged in before is counted on its own, so failures
// from elsewhere (a guesser, or another family on the same mobile network's address) never lock
// the owner out of their own phone.
function deviceCookie() {
  const config = siteConfig();
  cookie ??= createCookie("device", {
    secrets: [config.sessionSecret],
    httpOnly: true,
    sameSite: "lax",
    secure: config.production,
    path: "/",
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
  return cookie;
}

/** The device id a signed cookie names for this userid, or null. */
export async function deviceOf(request: Request, userid: string): Promise<string | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { userid: owner, id } = value as { userid?: unknown; id?: unknown };
  return owner === userid && typeof id === "string" && /^[\w-]{16,64}$/.test(id) ? id : null;
}

/** The cookie that marks this browser as one the owner logged in on (kept when it already is). */
export async function deviceCookieHeader(userid: string, device: string | null): Promise<string> {
  return deviceCookie().serialize({ userid, id: device ?? crypto.randomBytes(18).toString("base64url") });
}

/**
 * Counts a guess before it is checked, in one transaction with the count it is checked against:
 * however many guesses arrive at once, no more than the limit get through. A guess from a known
 * device counts against that device; any other against its userid and its address.
 */
async function reserveGuess(userid: string, from: Guesser): Promise<string | null> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const recent = { createdAt: { gt: since } };
  return db().$transaction(async (tx) => {
    const counts = from.device
      ? [await tx.loginAttempt.count({ where: { device: from.device, ...recent } })]
      : await Promise.all([
          tx.loginAttempt.count({ where: { device: null, userid, ...recent } }),
          tx.loginAttempt.count({ where: { device: null, address: from.address, ...recent } }),
        ]);
    if (counts.some((count) => count >= LOGIN_THROTTLE.failures)) return null;
    const attempt = await tx.loginAttempt.create({ data: { userid, address: from.address, device: from.device } });
    return attempt.id;
  });
}

/**
 * Runs a password check under the guessing throttle (5 failures in 15 minutes): refused with 429
 * past the limit; a failed check stays counted; a right one is forgiven, with the device's earlier
 * failures.
 */
export async function checkGuess<T>(userid: string, from: Guesser, check: () => Promise<T | null>): Promise<Outcome<T> | null> {
  const attempt = await reserveGuess(userid, from);
  if (!attempt) return refusal(429, TOO_MANY_LOGINS);
  const value = await check();
  if (value === null) return null;
  await db().loginAttempt.deleteMany({ where: from.device ? { OR: [{ id: attempt }, { device: from.device }] } : { id: attempt } });
  return success(value);
}

/** Failed guesses older than the window count for nothing: they go. */
export async function purgeOldGuesses(): Promise<void> {
  await db().loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - LOGIN_THROTTLE.windowMs) } } });
}
