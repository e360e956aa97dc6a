import type { ClientActionFunctionArgs } from "@remix-run/react";
import { said } from "~/i18n/said";
import { formFields, typedBack } from "~/domain/sent-form";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";

/** The status of the answer a form gets when the signal dropped on its way: no page reads its data again after it. */
export const SIGNAL_DROPPED = 503;

/**
 * An owner's form posted with JavaScript when the signal drops on the way. Remix would show its
 * error page and lose what she wrote; instead the form stays, with what she wrote, and says so.
 * The answer's status says so (`SIGNAL_DROPPED`), so no page data is read again over the dead
 * signal (routes/_owner.tsx): the page keeps its form key, and the form sent again once the
 * signal is back is done once, even if the first arrived (http/sent-forms.server.ts). A fetch
 * that fails to reach the site rejects with a TypeError; anything else (a redirect, a refusal)
 * is the site's answer and goes on as it came.
 */
export async function postOnWeakSignal({ request, serverAction }: ClientActionFunctionArgs) {
  const sent = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const lang = document.documentElement.lang === "hi" ? "hi" : "en";
    const answer: OwnerFormRefusal = { message: said.connectionDropped[lang], values: sent ? typedBack(formFields(sent)) : {} };
    return new Response(JSON.stringify(answer), { status: SIGNAL_DROPPED, headers: { "Content-Type": "application/json" } });
  }
}
