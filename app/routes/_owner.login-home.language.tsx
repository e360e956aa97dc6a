import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ownerForm } from "~/http/owner-forms.server";
import { refusalPage } from "~/http/refusal-page";
import { requireOwner, safeRedirectPath } from "~/http/session.server";
import { isOwnerPagePath } from "~/navigation";

// The owner menu's language switch posts here and comes back to the page it was on, now in the
// chosen language (the choice is kept with the owner, not in a cookie). A refused choice is a
// page in the site's words: the route has a (never shown) component so that its refusal reaches
// the error boundary instead of going out as raw JSON.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return redirect("/login-home");
}

export async function action(args: ActionFunctionArgs) {
  const back = safeRedirectPath(new URL(args.request.url).searchParams.get("back"));
  const answer = await ownerForm(args, "chooseOwnerLanguage", {
    successTo: isOwnerPagePath(new URL(back, "http://site.invalid").pathname) ? back : "/login-home",
  });
  if ("data" in answer) throw refusalPage(answer.init?.status ?? 400, answer.data.message);
  return answer;
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function LanguageSwitch() {
  return null;
}
