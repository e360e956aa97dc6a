import type { Owner } from "@prisma/client";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { formFields, readOwnerInput } from "~/models/owner-input";
import { ownerWithCredentials } from "~/models/owner.server";
import { db } from "./db.server";
import { siteConfig } from "./env.server";
import { invalidCredentialsMessage, TOO_MANY_LOGINS } from "./messages";
import { refusal, success, type Outcome } from "./outcome";

export const LOGIN_THROTTLE = { failures: 5, windowMs: 15 * 60 * 1000 } as const;

/** The address a login comes from; X-Forwarded-For only counts behind our own proxy. */
export function clientAddress(request: Request, socketAddress: string): string {
  if (!siteConfig().trustProxy) return socketAddress;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || socketAddress;
}

async function tooManyFailures(userid: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const [forUser, forAddress] = await Promise.all([
    db().loginAttempt.count({ where: { userid, createdAt: { gt: since } } }),
    db().loginAttempt.count({ where: { address, createdAt: { gt: since } } }),
  ]);
  return forUser >= LOGIN_THROTTLE.failures || forAddress >= LOGIN_THROTTLE.failures;
}

/**
 * The one login check, for the form and the JSON API alike: required fields, the throttle
 * (5 failures per userid or address in 15 minutes), then the password.
 */
export async function checkLogin(input: unknown, address: string): Promise<Outcome<Owner>> {
  const credentials = readOwnerInput("login", input);
  if (!credentials.ok) return credentials;
  const { userid, password } = credentials.value;
  if (await tooManyFailures(userid, address)) return refusal(429, TOO_MANY_LOGINS);
  const owner = await ownerWithCredentials(userid, password);
  if (!owner) {
    await db().loginAttempt.create({ data: { userid, address } });
    await db().loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - LOGIN_THROTTLE.windowMs) } } });
    return refusal(401, invalidCredentialsMessage());
  }
  await db().loginAttempt.deleteMany({ where: { userid } });
  return success(owner);
}

class LoginRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The owner's login form through remix-auth's FormStrategy; a refusal comes back as an Outcome. */
export async function logInWithForm(request: Request, address: string): Promise<Outcome<Owner>> {
  const authenticator = new Authenticator<Owner>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const outcome = await checkLogin(formFields(form), address);
      if (!outcome.ok) throw new LoginRefused(outcome.status, outcome.message);
      return outcome.value;
    }),
    "owner-login",
  );
  try {
    return success(await authenticator.authenticate("owner-login", request));
  } catch (error) {
    if (error instanceof LoginRefused) return refusal(error.status, error.message);
    throw error;
  }
}
