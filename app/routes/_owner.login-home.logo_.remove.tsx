import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { FormRefusal } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

// The logo page's "Remove the logo" posts here: a plain form, away from the page's streamed upload.
export const meta = pageMeta("Remove the logo", "Remove the trust's logo.");

export async function loader({ request }: { request: Request }) {
  await requireOwner(request);
  return redirect("/login-home/logo");
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "removeLogo");
}

export default function RemoveLogo() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Remove the logo</h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <p className="mt-4">
        <Link to="/login-home/logo" className="inline-flex min-h-11 items-center text-brand-700 underline">
          Back to the logo
        </Link>
      </p>
    </>
  );
}
