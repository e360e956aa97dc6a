import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormRefusal } from "~/components/owner-form";
import { Labelled, PhotoRowSummary, RowButton } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { BIN_DAYS } from "~/domain/bin";
import { listBin, purgeBin } from "~/domain/bin.server";
import { binnedKind } from "~/kinds/kinds.server";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { requireOwnersLanguage } from "~/http/session.server";
import { readableDate } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.owner.bin.title, t.owner.bin.description]);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  // The hourly purge may not have come round yet: the bin never shows what is past its days.
  await purgeBin();
  return { lang, entries: await listBin(lang, binnedKind) };
}

export function action(args: ActionFunctionArgs) {
  const bin = new URL(args.request.url).pathname;
  return ownerFormByIntent(args, {
    restore: { operation: "restoreFromBin", successTo: bin },
    empty: { operation: "emptyBin", successTo: bin },
  });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function Bin() {
  const { lang, entries } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const { bin: t, list } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.intro(BIN_DAYS)}</p>
      <div className="mt-4">
        <FormRefusal message={refusal?.message} />
      </div>
      {entries.length === 0 ? <p className="mt-6">{t.empty}</p> : null}
      <ul className="mt-6 space-y-3">
        {entries.map((entry) => {
          const kind = entry.kindName;
          return (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-bin-entry>
              <div className="row-text break-words">
                <p className="text-sm font-semibold text-stone-700">{kind}</p>
                {entry.photo ? (
                  <PhotoRowSummary photo={entry.photo} text={entry.label} />
                ) : (
                  <Written as="p" className="whitespace-pre-line" text={entry.label} />
                )}
                {entry.along > 0 ? <p className="text-sm">{t.along(entry.along)}</p> : null}
                <p className="text-sm text-stone-600">{t.dates(readableDate(entry.binnedOn, lang), readableDate(entry.leavesOn, lang))}</p>
              </div>
              <RowButton id={entry.id} intent="restore" busyText={t.restoring}>
                <Labelled verb={t.restore} label={list.named(kind, entry.label)} />
              </RowButton>
            </li>
          );
        })}
      </ul>
      {entries.length > 0 ? (
        <p className="mt-8">
          <Link to="/login-home/bin/empty" className="button bg-red-800">
            {t.emptyIt}
          </Link>
        </p>
      ) : null}
    </>
  );
}
