import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner, safeRedirectPath } from "~/http/session.server";
import { isOwnerPagePath } from "~/navigation";

// The owner menu's language switch posts here and comes back to the page it was on, now in the
// chosen language (the choice is kept with the owner, not in a cookie).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return redirect("/login-home");
}

export function action(args: ActionFunctionArgs) {
  const back = safeRedirectPath(new URL(args.request.url).searchParams.get("back"));
  return ownerForm(args, "chooseOwnerLanguage", { successTo: isOwnerPagePath(new URL(back, "http://site.invalid").pathname) ? back : "/login-home" });
}
