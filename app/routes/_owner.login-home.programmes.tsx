import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { listProgrammes } from "~/domain/programme.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Programmes", "The texts of the five programme pages.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listProgrammes()).map(({ slug, title, summary }) => ({ slug, title, summary }));
}

export default function Programmes() {
  const programmes = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Programmes</h1>
      <p className="mt-2 max-w-2xl">The five programme pages keep their addresses and menu names; what each page says is yours to write.</p>
      <ul className="mt-6 space-y-3">
        {programmes.map((programme) => (
          <li key={programme.slug} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-4 ring-1 ring-stone-300" data-owner-row>
            <div className="min-w-[12rem] flex-1">
              <p className="font-semibold">{programme.title}</p>
              <p className="text-sm text-stone-700">{programme.summary}</p>
            </div>
            <Link to={`/login-home/programmes/${programme.slug}`} className="button bg-stone-700" aria-label={`Update ${programme.title}`}>
              Update
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
