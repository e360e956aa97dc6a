import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ProgrammeView } from "~/kinds/programme/programme.server";
import { langAttribute } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { pageMeta } from "./page-meta";
import { Photo } from "./photo";
import { PageSection, Subsection } from "./section";

/** A programme page's title and description, from what its loader read. */
export const programmeMeta: MetaFunction = (args) => {
  const programme = args.data as ProgrammeView | undefined;
  return programme ? pageMeta(programme.title, `${programme.title}: ${programme.summary}`, () => programme.photo?.key)(args) : [];
};

/** One of the five "Our Works" pages: vision, mission and how long the plan runs. */
export function ProgrammePage() {
  const programme = useLoaderData<ProgrammeView>();
  const t = useTexts();
  const lang = useLang();
  const said = (text: string) => langAttribute(text, lang);
  return (
    <PageSection title={<span {...said(programme.title)}>{programme.title}</span>} lead={<span {...said(programme.summary)}>{programme.summary}</span>}>
      {programme.photo ? (
        <Photo
          photo={programme.photo}
          alt={t.programmes.photoAlt(programme.title)}
          sizes="(min-width: 768px) 768px, 100vw"
          eager
          className="h-auto w-full max-w-3xl rounded-xl"
        />
      ) : (
        <img src={programme.illustration} alt={t.programmes[programme.slug].alt} width="800" height="450" className="h-auto w-full max-w-3xl rounded-xl" />
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <Subsection id="vision" title={t.programmes.vision} className="rounded-xl bg-brand-50 p-5">
          <p className="mt-2" {...said(programme.vision)}>
            {programme.vision}
          </p>
        </Subsection>
        <Subsection id="mission" title={t.programmes.mission} className="rounded-xl bg-brand-50 p-5">
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {programme.mission.map((step) => (
              <li key={step} {...said(step)}>
                {step}
              </li>
            ))}
          </ul>
        </Subsection>
        <Subsection id="duration" title={t.programmes.duration} className="rounded-xl bg-brand-50 p-5">
          <p className="mt-2" {...said(programme.duration)}>
            {programme.duration}
          </p>
        </Subsection>
      </div>
    </PageSection>
  );
}
