import { data } from "@remix-run/node";
import { refusalPage } from "./refusal-page";
import type { z } from "zod";
import { formFields, ownerInputs, readOwnerInput } from "~/models/owner-input";
import { redirectWithMessage } from "./flash.server";
import { faultMessage, SUCCESS_MESSAGES, type OwnerAction } from "./messages";
import type { Outcome } from "./outcome";
import { requireOwner } from "./session.server";

export type OwnerFormProblem = { message: string; values: Record<string, string> };

/**
 * Runs an owner form's operation. Success goes to /login-home with the success message;
 * a refusal comes back to the form with its status, message and what was typed; a fault on
 * our side is logged and shown with the catalogue's text, never its details.
 */
export async function runOwnerAction(
  action: OwnerAction,
  values: Record<string, string>,
  operation: () => Promise<Outcome<unknown>>,
) {
  let outcome: Outcome<unknown>;
  try {
    outcome = await operation();
  } catch (error) {
    console.error(`The owner's ${action} failed:`, error);
    return data<OwnerFormProblem>({ message: faultMessage(action), values }, { status: 500 });
  }
  if (outcome.ok) return redirectWithMessage("/login-home", SUCCESS_MESSAGES[action] ?? "Saved.");
  if (outcome.status >= 500) {
    console.error(`The owner's ${action} failed: ${outcome.message}`);
    return data<OwnerFormProblem>({ message: faultMessage(action), values }, { status: outcome.status });
  }
  return data<OwnerFormProblem>({ message: outcome.message, values }, { status: outcome.status });
}

/** The same answer as runOwnerAction, in JSON: { redirectTo } on success, { message } with the status otherwise. */
export async function answerInJson(answer: Awaited<ReturnType<typeof runOwnerAction>>) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if ("data" in answer) return Response.json({ message: answer.data.message }, { status: answer.init?.status ?? 400, headers });
  const cookie = answer.headers.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return Response.json({ redirectTo: answer.headers.get("Location") }, { headers });
}

/** A posted form's fields; a body that is no readable form is a 400 page, never a 500. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  try {
    return formFields(await request.formData());
  } catch {
    throw refusalPage(400, "The form could not be read. Please try again.");
  }
}

/**
 * An owner form's whole action: the session, the posted fields (plus any the URL fixes, such as
 * the `_id` of an edit page), the shared rules for `action`, then `apply`. A form with buttons
 * for several intents runs only for the `intent` it names.
 */
export async function ownerFormAction<A extends keyof typeof ownerInputs, T>(
  request: Request,
  action: A,
  apply: (input: z.infer<(typeof ownerInputs)[A]>) => Promise<Outcome<T>>,
  { fixed = {}, intent }: { fixed?: Record<string, string>; intent?: string } = {},
) {
  await requireOwner(request);
  const fields = { ...(await readFormFields(request)), ...fixed };
  if (intent !== undefined && fields.intent !== intent) {
    return data<OwnerFormProblem>({ message: "This form cannot do that. Please use its buttons.", values: fields }, { status: 400 });
  }
  return runOwnerAction(action, fields, async () => {
    const input = readOwnerInput(action, fields);
    return input.ok ? apply(input.value) : input;
  });
}
