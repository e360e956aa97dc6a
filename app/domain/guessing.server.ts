import { said } from "~/i18n/said";
import { db } from "~/site/db.server";
import { type Outcome, refusal, success } from "./outcome";

const LOGIN_THROTTLE = { failures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Where a password guess comes from: the client address, and the device cookie of a browser the owner logged in on. */
export type Guesser = { address: string; device: string | null };

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
  if (!attempt) return refusal(429, said.tooManyLogins);
  const value = await check();
  if (value === null) return null;
  await db().loginAttempt.deleteMany({ where: from.device ? { OR: [{ id: attempt }, { device: from.device }] } : { id: attempt } });
  return success(value);
}

/** Failed guesses older than the window count for nothing: they go. */
export async function purgeOldGuesses(): Promise<void> {
  await db().loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - LOGIN_THROTTLE.windowMs) } } });
}
