import type { Owner } from "@prisma/client";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { formFields, readOwnerInput } from "~/models/owner-input";
import { ownerWithCredentials } from "~/models/owner.server";
import { checkGuess, type Guesser } from "./guess-throttle.server";
import { invalidCredentialsMessage } from "./messages";
import { refusal, success, type Outcome } from "./outcome";

/**
 * The one login check, for the form and the JSON API alike: required fields, then the password
 * under the guessing throttle.
 */
export async function checkLogin(input: unknown, from: Guesser): Promise<Outcome<Owner>> {
  const credentials = readOwnerInput("login", input);
  if (!credentials.ok) return credentials;
  const { userid, password } = credentials.value;
  const checked = await checkGuess(userid, from, () => ownerWithCredentials(userid, password));
  return checked ?? refusal(401, invalidCredentialsMessage());
}

class LoginRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The owner's login form through remix-auth's FormStrategy; a refusal comes back as an Outcome. */
export async function logInWithForm(request: Request, from: (userid: string) => Promise<Guesser>): Promise<Outcome<Owner>> {
  const authenticator = new Authenticator<Owner>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const fields = formFields(form);
      const outcome = await checkLogin(fields, await from(fields.userid?.trim() ?? ""));
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
