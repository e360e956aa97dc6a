import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { RemoveRefusedPage } from "~/components/remove-page";
import { catalogueMeta } from "~/components/page-meta";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// The logo page's "Remove the logo" posts here: a plain form, away from the page's streamed upload.
export const meta = catalogueMeta((t) => [t.owner.logo.remove, t.owner.logo.removeDescription]);

export async function loader({ request }: { request: Request }) {
  await requireOwner(request);
  return redirect("/login-home/logo");
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "removeLogo");
}

export default function RemoveLogo() {
  const t = useTexts().owner.logo;
  return <RemoveRefusedPage title={t.remove} back={{ to: "/login-home/logo", label: t.back }} />;
}
