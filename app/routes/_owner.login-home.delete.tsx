import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { deleteQuestion, RowLabel } from "~/components/owner-list";
import { SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { notFound } from "~/http/refusal-page";
import { requireOwner, safeRedirectPath } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// Without JavaScript a list's Delete button opens this page: the question, and the form that
// deletes (posted to the list, which does it as it always does). Nothing is deleted by a link.
export const meta = pageMeta((t) => t.owner.list.confirmTitle, (t) => t.owner.list.confirmDescription);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const asked = new URL(request.url).searchParams;
  const from = safeRedirectPath(asked.get("from"), "");
  const id = asked.get("_id") ?? "";
  const what = (asked.get("what") ?? "").slice(0, 300);
  if (!from.startsWith("/login-home/") || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !what) throw notFound();
  return { from, id, what, toBin: asked.get("bin") === "1" };
}

export default function ConfirmDelete() {
  const { from, id, what, toBin } = useLoaderData<typeof loader>();
  const t = useTexts().owner.list;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800"><RowLabel label={deleteQuestion(t, what, toBin)} /></h1>
      <Form method="post" action={from} className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="_id" value={id} />
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="delete" busyText={t.deleting}>
            {t.delete}
          </SubmitButton>
        </span>
        <Link to={from} className="button bg-stone-700">
          {t.keepIt}
        </Link>
      </Form>
    </>
  );
}
