import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormRefusal } from "~/components/owner-form";
import { PhotoRowSummary, RowButton } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { BIN_DAYS, BINNED_KIND_NAMES } from "~/domain/bin";
import { listBin, purgeBin } from "~/domain/bin.server";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { readableDate } from "~/i18n/texts";

export const meta = pageMeta("Bin", "What the owner deleted, kept for 30 days to restore.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  // The hourly purge may not have come round yet: the bin never shows what is past its days.
  await purgeBin();
  return listBin();
}

export function action(args: ActionFunctionArgs) {
  const bin = new URL(args.request.url).pathname;
  return ownerFormByIntent(args, {
    restore: { operation: "restoreFromBin", successTo: bin },
    empty: { operation: "emptyBin", successTo: bin },
  });
}

export default function Bin() {
  const entries = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Bin</h1>
      <p className="mt-2 max-w-2xl">
        What you delete waits here for {BIN_DAYS} days, then it is removed for good with its photos and files. Restore puts it back where it was, on the site at once.
      </p>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      {entries.length === 0 ? <p className="mt-6">The bin is empty.</p> : null}
      <ul className="mt-6 space-y-3">
        {entries.map((entry) => {
          const what = `${BINNED_KIND_NAMES[entry.kind].toLowerCase()} “${entry.label}”`;
          return (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-bin-entry>
              <div className="min-w-[12rem] flex-1 break-words">
                <p className="text-sm font-semibold text-stone-700">{BINNED_KIND_NAMES[entry.kind]}</p>
                {entry.photo ? <PhotoRowSummary photo={entry.photo} text={entry.label} /> : <p className="whitespace-pre-line">{entry.label}</p>}
                <p className="text-sm text-stone-600">{`Deleted on ${readableDate(entry.binnedOn)} · removed for good on ${readableDate(entry.leavesOn)}`}</p>
              </div>
              <RowButton id={entry.id} intent="restore" busyText="Restoring…">
                Restore<span className="sr-only"> the {what}</span>
              </RowButton>
            </li>
          );
        })}
      </ul>
      {entries.length > 0 ? (
        <p className="mt-8">
          <Link to="/login-home/bin/empty" className="button bg-red-800">
            Empty the bin
          </Link>
        </p>
      ) : null}
    </>
  );
}
