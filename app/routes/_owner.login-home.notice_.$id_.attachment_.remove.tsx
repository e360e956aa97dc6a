import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useParams } from "@remix-run/react";
import { FormRefusal } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

// The attachment page's "Take the PDF off" posts here: a plain form, away from the page's streamed upload.
export const meta = pageMeta("Take the PDF off", "Take a notice's PDF off.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  return redirect(`/login-home/notice/${params.id ?? ""}/attachment`);
}

export function action(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return ownerForm(args, "removeNoticePdf", { fixed: { _id: id }, successTo: `/login-home/notice/${id}/attachment` });
}

export default function RemoveNoticePdf() {
  const refusal = useActionData<typeof action>();
  const { id } = useParams();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Take the PDF off</h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <p className="mt-4">
        <Link to={`/login-home/notice/${id ?? ""}/attachment`} className="inline-flex min-h-11 items-center text-brand-700 underline">
          Back to the notice’s PDF
        </Link>
      </p>
    </>
  );
}
