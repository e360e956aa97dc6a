import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PasswordInput } from "~/components/password-input";
import { changePassword } from "~/models/owner.server";
import { redirectWithMessage } from "~/services/flash.server";
import { deviceOf } from "~/services/guess-throttle.server";
import { faultMessage, PASSWORDS_DIFFER, SUCCESS_MESSAGES } from "~/services/messages";
import { readFormFields } from "~/services/owner-action.server";
import { clearedSessionCookieHeader, requireOwner } from "~/services/session.server";

export const meta: MetaFunction = () => pageMeta("Change Password", "Change the owner's password.");

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireOwner(request);
  return { userid: owner.userid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { owner } = await requireOwner(request);
  const fields = await readFormFields(request);
  const kept = { userid: fields.userid ?? "" };
  if (fields.newPassword !== fields.confirmPassword) return data({ message: PASSWORDS_DIFFER, values: kept }, { status: 400 });
  try {
    const from = { address: context.clientAddress, device: await deviceOf(request, owner.userid) };
    const outcome = await changePassword(owner, fields, from);
    if (!outcome.ok) return data({ message: outcome.message, values: kept }, { status: outcome.status });
  } catch (error) {
    console.error("Changing the password failed:", error);
    return data({ message: faultMessage("changePassword"), values: kept }, { status: 500 });
  }
  // Every session ended with the change, this one too: log in again with the new password.
  return redirectWithMessage("/login", SUCCESS_MESSAGES.changePassword ?? "", { "Set-Cookie": await clearedSessionCookieHeader() });
}

export default function ChangePassword() {
  const { userid } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  const [mismatch, setMismatch] = useState<string>();
  // With JavaScript the mismatch is caught before anything is sent.
  const checkMatch = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (form.get("newPassword") !== form.get("confirmPassword")) {
      event.preventDefault();
      setMismatch(PASSWORDS_DIFFER);
    } else {
      setMismatch(undefined);
    }
  };
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Change Password</h1>
      <OwnerForm problem={mismatch ?? problem?.message} onSubmit={checkMatch} className="mt-6 max-w-md space-y-4">
        <TextField id="userid" name="userid" label="User ID" required autoComplete="username" defaultValue={problem?.values.userid ?? userid} />
        <PasswordInput id="oldPassword" name="oldPassword" label="Old password" required autoComplete="current-password" />
        <PasswordInput id="newPassword" name="newPassword" label="New password" required minLength={8} maxLength={128} autoComplete="new-password" />
        <PasswordInput id="confirmPassword" name="confirmPassword" label="Confirm new password" required autoComplete="new-password" />
        <SubmitButton>Change password</SubmitButton>
      </OwnerForm>
    </>
  );
}
