import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { showsDemoContent } from "~/domain/demo-content.server";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

export const meta = catalogueMeta((t) => [t.owner.demo.title, t.owner.demo.description]);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  if (!(await showsDemoContent())) throw redirect("/login-home");
  return null;
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "removeDemoContent", { intent: "remove" });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function RemoveDemoContent() {
  const refusal = useActionData<typeof action>();
  const { demo: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.what}</p>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="remove" busyText={form.removing}>
            {t.remove}
          </SubmitButton>
        </span>
      </OwnerForm>
    </>
  );
}
