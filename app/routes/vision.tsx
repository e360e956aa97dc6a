import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listProgrammes } from "~/domain/programme.server";
import { readSoftly } from "~/http/read-softly.server";
import { useTrust } from "~/components/trust-data";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";

export const meta = pageMeta("Our Vision", "The vision and mission of the trust.");
export const headers = publicPageHeaders;

export async function loader() {
  const programmes = await readSoftly("the programmes", listProgrammes, []);
  return data(programmes.value, { headers: publicLoaderHeaders(programmes.failed) });
}

export default function Vision() {
  const trust = useTrust();
  const programmes = useLoaderData<typeof loader>();
  return (
    <PageSection title="Our Vision and Mission">
      <Subsection id="vision-title" title="Vision" className="rounded-xl bg-brand-50 p-6">
        <p className="mt-2 text-lg">
          A rural Uttar Pradesh where every child learns, every Divyang person lives with dignity, every woman can earn,
          and no family is left alone in hard times.
        </p>
      </Subsection>
      <Subsection id="mission-title" title="Mission" className="mt-8">
        <p className="mt-2">
          {trust.name} was formed on {trust.formed.on} under {trust.formed.under}. We work through five programmes:
        </p>
        <ul className="mt-4 space-y-3">
          {programmes.map((programme) => (
            <li key={programme.slug} className="rounded-lg p-4 ring-1 ring-stone-200">
              <h3 className="font-semibold">
                <Link to={`/${programme.slug}`} className="text-brand-700 hover:underline">
                  {programme.title}
                </Link>
              </h3>
              <p>{programme.vision}</p>
            </li>
          ))}
        </ul>
      </Subsection>
    </PageSection>
  );
}
