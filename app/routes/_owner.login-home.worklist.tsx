import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";

import { listWorkCounters, removeWorkCounter } from "~/models/work-counter.server";
import { ownerFormAction } from "~/services/owner-action.server";
import { requireOwner } from "~/services/session.server";

export const meta: MetaFunction = () => pageMeta("Update Help Section", "Update or delete work counters.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listWorkCounters()).map(({ id, category, count }) => ({ id, category, count }));
}

export async function action({ request }: ActionFunctionArgs) {
  return ownerFormAction(request, "deleteWork", removeWorkCounter, { intent: "delete" });
}

export default function WorkCounterList() {
  const counters = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  return (
    <OwnerList
      title="Update Help Section"
      problem={problem?.message}
      empty="No work counters yet."
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
