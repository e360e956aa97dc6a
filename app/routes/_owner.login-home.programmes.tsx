import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { listProgrammes } from "~/kinds/programme/programme.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { langAttribute } from "~/i18n/texts";
import { Labelled } from "~/components/owner-list";

export const meta = pageMeta(
  (t) => t.owner.programmes.title,
  (t) => t.owner.programmes.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return { lang, programmes: (await listProgrammes(lang)).map(({ slug, title, summary }) => ({ slug, title, summary })) };
}

export default function Programmes() {
  const { lang, programmes } = useLoaderData<typeof loader>();
  const { programmes: t, list } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <ul className="mt-6 space-y-3">
        {programmes.map((programme) => (
          <li key={programme.slug} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-owner-row>
            <div className="min-w-[12rem] flex-1">
              <p className="font-semibold" {...langAttribute(programme.title, lang)}>
                {programme.title}
              </p>
              <p className="text-sm text-stone-700" {...langAttribute(programme.summary, lang)}>
                {programme.summary}
              </p>
            </div>
            <Link to={`/login-home/programmes/${programme.slug}`} className="button bg-stone-700">
              <Labelled verb={list.update} label={`“${programme.title}”`} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
