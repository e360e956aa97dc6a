import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { RemoveRefusedPage } from "~/components/remove-page";
import { pageMeta } from "~/components/page-meta";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// The attachment page's "Take the PDF off" posts here: a plain form, away from the page's streamed upload.
export const meta = pageMeta(
  (t) => t.owner.notices.takeOff,
  (t) => t.owner.notices.takeOffDescription,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  return redirect(`/login-home/notice/${params.id ?? ""}/attachment`);
}

export function action(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return ownerForm(args, "removeNoticePdf", { fixed: { _id: id }, successTo: `/login-home/notice/${id}/attachment` });
}

export default function RemoveNoticePdf() {
  const { id } = useParams();
  const t = useTexts().owner.notices;
  return <RemoveRefusedPage title={t.takeOff} back={{ to: `/login-home/notice/${id ?? ""}/attachment`, label: t.backToPdf }} />;
}
