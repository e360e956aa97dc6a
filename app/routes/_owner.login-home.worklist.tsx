import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";

import { listWorkCounters, viewOfWorkCounter } from "~/domain/work-counter.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Update Help Section", "Update or delete work counters.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listWorkCounters()).map((counter) => viewOfWorkCounter(counter));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { delete: "deleteWork", move: "moveWork" });
}

export default function WorkCounterList() {
  const counters = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      toBin
      title="Update Help Section"
      refusal={refusal?.message}
      empty="No work counters yet."
      orderable
      rows={counters.map((counter) => ({
        id: counter.id,
        editTo: `/login-home/worklist/${counter.id}`,
        label: `the counter ${counter.category}`,
        summary: (
          <p>
            <span className="font-semibold">{counter.category}</span>: {counter.count}
          </p>
        ),
      }))}
    />
  );
}
