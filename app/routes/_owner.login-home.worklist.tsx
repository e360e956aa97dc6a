import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";

import { listWorkCounters, viewOfWorkCounter } from "~/kinds/work-counter/work-counter.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { langAttribute } from "~/i18n/texts";

export const meta = pageMeta(
  (t) => t.owner.menu.updateHelpSection,
  (t) => t.owner.counters.listDescription,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return { lang, counters: (await listWorkCounters()).map((counter) => viewOfWorkCounter(counter, lang)) };
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { delete: "deleteWorkCounter", move: "moveWorkCounter" });
}

export default function WorkCounterList() {
  const { lang, counters } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner;
  return (
    <OwnerList
      toBin
      title={t.menu.updateHelpSection}
      refusal={refusal?.message}
      empty={t.counters.empty}
      orderable
      rows={counters.map((counter) => ({
        id: counter.id,
        editTo: `/login-home/worklist/${counter.id}`,
        label: t.counters.label(counter.category),
        summary: (
          <p>
            <span className="font-semibold" {...langAttribute(counter.category, lang)}>
              {counter.category}
            </span>
            : {counter.count}
          </p>
        ),
      }))}
    />
  );
}
