import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { PasswordInput } from "~/components/password-input";
import { ownerForm, type OwnerFormRefusal, readFormFields } from "~/http/owner-forms.server";
import { clearedSessionCookieHeader, requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { textsOf } from "~/i18n/texts";

export const meta = catalogueMeta((t) => [t.owner.password.title, t.owner.password.description]);

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireOwner(request);
  return { userid: owner.userid };
}

export async function action(args: ActionFunctionArgs) {
  const { owner } = await requireOwner(args.request);
  const fields = await readFormFields(args.request.clone());
  if (fields.newPassword !== fields.confirmPassword) {
    return data<OwnerFormRefusal>({ message: textsOf(languageOf(owner)).said.passwordsDiffer, values: { userid: fields.userid ?? "" } }, { status: 400 });
  }
  // Every session ended with the change, this one too: log in again with the new password.
  return ownerForm(args, "changePassword", { successTo: "/login", successHeaders: { "Set-Cookie": await clearedSessionCookieHeader() } });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function ChangePassword() {
  const { userid } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const [mismatch, setMismatch] = useState<string>();
  const texts = useTexts();
  const t = texts.owner.password;
  // With JavaScript the mismatch is caught before anything is sent.
  const checkMatch = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (form.get("newPassword") !== form.get("confirmPassword")) {
      event.preventDefault();
      setMismatch(texts.said.passwordsDiffer);
    } else {
      setMismatch(undefined);
    }
  };
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <OwnerForm refusal={mismatch ?? refusal?.message} onSubmit={checkMatch} className="mt-6 max-w-md space-y-4">
        <TextField id="userid" name="userid" label={t.userid} type="text" required autoComplete="username" defaultValue={userid} />
        <PasswordInput id="oldPassword" name="oldPassword" label={t.old} required autoComplete="current-password" />
        <PasswordInput id="newPassword" name="newPassword" label={t.new} required minLength={8} maxLength={128} autoComplete="new-password" />
        <PasswordInput id="confirmPassword" name="confirmPassword" label={t.confirm} required autoComplete="new-password" />
        <SubmitButton>{t.submit}</SubmitButton>
      </OwnerForm>
    </>
  );
}
