import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { RemoveRefusedPage } from "~/components/remove-page";
import { catalogueMeta } from "~/components/page-meta";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// The UPI QR page's "Remove the bank’s QR code" posts here: a plain form, away from the page's streamed upload.
export const meta = catalogueMeta((t) => [t.owner.upiQr.remove, t.owner.upiQr.removeDescription]);

export async function loader({ request }: { request: Request }) {
  await requireOwner(request);
  return redirect("/login-home/upi-qr");
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "removeUpiQr");
}

export default function RemoveUpiQr() {
  const t = useTexts().owner.upiQr;
  return <RemoveRefusedPage title={t.remove} back={{ to: "/login-home/upi-qr", label: t.back }} />;
}
