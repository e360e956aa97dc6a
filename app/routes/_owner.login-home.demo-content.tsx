import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { showsDemoContent } from "~/domain/demo-content.server";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Remove demo content", "Take the demo content off the site.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  if (!(await showsDemoContent())) throw redirect("/login-home");
  return null;
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "removeDemoContent", { intent: "remove" });
}

export default function RemoveDemoContent() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Remove demo content</h1>
      <p className="mt-2 max-w-2xl">
        This takes every demo notice, work counter, photo story, team member, video and article link off the site, and the demo
        trust details you have not changed. What you added yourself stays. This cannot be undone.
      </p>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="remove" busyText="Removing…">
            Remove demo content
          </SubmitButton>
        </span>
      </OwnerForm>
    </>
  );
}
