import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, useRefusal } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { countBin } from "~/domain/bin.server";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// Emptying the bin asks first, on a page of its own so that it asks without JavaScript too. Its
// form posts here, so that a post the signal drops leaves her on this page, told to tap again;
// the bin's own address takes the same post.
export const meta = catalogueMeta((t) => [t.owner.bin.emptyTitle, t.owner.bin.emptyDescription]);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { count: await countBin() };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "emptyBin", { intent: "empty", successTo: "/login-home/bin" });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function ConfirmEmptyBin() {
  const { count } = useLoaderData<typeof loader>();
  const { bin: t, list } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.emptyTitle}</h1>
      <p className="mt-2">{t.emptyWhat(count)}</p>
      <OwnerForm refusal={useRefusal()?.message} className="mt-6 flex flex-wrap gap-3">
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="empty" busyText={t.emptying}>
            {t.emptyIt}
          </SubmitButton>
        </span>
        <Link to="/login-home/bin" className="button bg-stone-700">
          {list.keepIt}
        </Link>
      </OwnerForm>
    </>
  );
}
