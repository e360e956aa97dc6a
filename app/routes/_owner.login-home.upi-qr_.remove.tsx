import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { FormRefusal } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

// The UPI QR page's "Remove the bank’s QR code" posts here: a plain form, away from the page's streamed upload.
export const meta = pageMeta("Remove the bank's QR code", "Remove the bank's UPI QR code from the donate page.");

export async function loader({ request }: { request: Request }) {
  await requireOwner(request);
  return redirect("/login-home/upi-qr");
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "removeUpiQr");
}

export default function RemoveUpiQr() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Remove the bank’s QR code</h1>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      <p className="mt-4">
        <Link to="/login-home/upi-qr" className="inline-flex min-h-11 items-center text-brand-700 underline">
          Back to the QR code
        </Link>
      </p>
    </>
  );
}
