import type { Owner } from "@prisma/client";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Guesser } from "~/domain/guessing.server";
import { runLogin } from "~/domain/operations.server";
import { type Outcome, type Refusal, success } from "~/domain/outcome";
import { formFields } from "~/domain/sent-form";

class LoginRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super("The login was refused.");
  }
}

type LoggedIn = { owner: Owner; token: string };

/** The owner's login form through remix-auth's FormStrategy, running the table's login row. */
export async function logInWithForm(request: Request, from: (userid: string) => Promise<Guesser>): Promise<Outcome<LoggedIn>> {
  const authenticator = new Authenticator<LoggedIn>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const outcome = await runLogin(formFields(form), from);
      if (!outcome.ok) throw new LoginRefused(outcome);
      return outcome.value;
    }),
    "owner-login",
  );
  try {
    return success(await authenticator.authenticate("owner-login", request));
  } catch (error) {
    if (error instanceof LoginRefused) return error.refusal;
    throw error;
  }
}
