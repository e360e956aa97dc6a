import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { countBin } from "~/domain/bin.server";
import { requireOwner } from "~/http/session.server";

// Emptying the bin asks first, on a page of its own so that it asks without JavaScript too; its
// form posts to the bin, which empties it.
export const meta = pageMeta("Empty the bin?", "Confirm emptying the bin.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { count: await countBin() };
}

export default function ConfirmEmptyBin() {
  const { count } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Empty the bin?</h1>
      <p className="mt-2">{`${count === 1 ? "The one thing in the bin is" : `The ${count} things in the bin are`} removed for good, with their photos and files. This cannot be undone.`}</p>
      <Form method="post" action="/login-home/bin" className="mt-6 flex flex-wrap gap-3">
        <span className="[&>button]:bg-red-800">
          <SubmitButton intent="empty" busyText="Emptying…">
            Empty the bin
          </SubmitButton>
        </span>
        <Link to="/login-home/bin" className="button bg-stone-700">
          Keep it
        </Link>
      </Form>
    </>
  );
}
