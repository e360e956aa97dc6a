import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FormKey, SubmitButton } from "~/components/owner-form";
import { catalogueMeta } from "~/components/page-meta";
import { countBin } from "~/domain/bin.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// Emptying the bin asks first, on a page of its own so that it asks without JavaScript too; its
// form posts to the bin, which empties it.
export const meta = catalogueMeta((t) => [t.owner.bin.emptyTitle, t.owner.bin.emptyDescription]);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { count: await countBin() };
}

export default function ConfirmEmptyBin() {
  const { count } = useLoaderData<typeof loader>();
  const { bin: t, list } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.emptyTitle}</h1>
      <p className="mt-2">{t.emptyWhat(count)}</p>
      <Form method="post" action="/login-home/bin" className="mt-6 flex flex-wrap gap-3">
        <FormKey />
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="empty" busyText={t.emptying}>
            {t.emptyIt}
          </SubmitButton>
        </span>
        <Link to="/login-home/bin" className="button bg-stone-700">
          {list.keepIt}
        </Link>
      </Form>
    </>
  );
}
