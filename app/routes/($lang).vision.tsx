import { Link, useLoaderData } from "@remix-run/react";
import { catalogueMeta } from "~/components/page-meta";
import { PageSection, Subsection } from "~/components/section";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { listProgrammes } from "~/kinds/programme/programme.server";
import { readSoftly } from "~/http/read-softly.server";
import { useFoundingSentence } from "~/components/trust-founded";
import { useTrust } from "~/components/trust-data";
import { langAttribute, langOfRequest, pathIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.pages.vision, t.vision.description]);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const programmes = await readSoftly("the programmes", () => listProgrammes(langOfRequest(request)), []);
  return data(programmes.value, { headers: publicLoaderHeaders(programmes.failed) });
}

export default function Vision() {
  const trust = useTrust();
  const founded = useFoundingSentence();
  const programmes = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.vision.heading}>
      {trust.vision ? (
        <Subsection id="vision-title" title={t.vision.vision} className="mb-8 rounded-xl bg-brand-50 p-6">
          <Written as="p" className="mt-2 text-lg" text={trust.vision} />
        </Subsection>
      ) : null}
      <Subsection id="mission-title" title={t.vision.mission}>
        <p className="mt-2">
          {founded ? <>{founded} </> : null}
          {t.vision.missionLead}
        </p>
        <ul className="mt-4 space-y-3">
          {programmes.map((programme) => (
            <li key={programme.slug} className="rounded-lg p-4 ring-1 ring-stone-200">
              <h3 className="font-semibold">
                <Link to={pathIn(lang, `/${programme.slug}`)} className="text-brand-700 hover:underline" {...langAttribute(programme.title, lang)}>
                  {programme.title}
                </Link>
              </h3>
              <Written as="p" text={programme.vision} />
            </li>
          ))}
        </ul>
      </Subsection>
    </PageSection>
  );
}
