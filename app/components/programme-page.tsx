import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ProgrammeView } from "~/domain/programme.server";
import { pageMeta } from "./page-meta";
import { Photo } from "./photo";
import { PageSection, Subsection } from "./section";

/** A programme page's title and description, from what its loader read. */
export const programmeMeta: MetaFunction = (args) => {
  const programme = args.data as ProgrammeView | undefined;
  return programme ? pageMeta(programme.title, `${programme.title}: ${programme.summary}`)(args) : [];
};

/** One of the five "Our Works" pages: vision, mission and how long the plan runs. */
export function ProgrammePage() {
  const programme = useLoaderData<ProgrammeView>();
  return (
    <PageSection title={programme.title} lead={programme.summary}>
      {programme.photo ? (
        <Photo photo={programme.photo} alt={`${programme.title}: a photo of the work`} sizes="(min-width: 768px) 768px, 100vw" eager className="h-auto w-full max-w-3xl rounded-xl" />
      ) : (
        <img src={programme.illustration} alt={programme.illustrationAlt} width="800" height="450" className="h-auto w-full max-w-3xl rounded-xl" />
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <Subsection id="vision" title="Vision" className="rounded-xl bg-brand-50 p-5">
          <p className="mt-2">{programme.vision}</p>
        </Subsection>
        <Subsection id="mission" title="Mission" className="rounded-xl bg-brand-50 p-5">
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {programme.mission.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </Subsection>
        <Subsection id="duration" title="Duration" className="rounded-xl bg-brand-50 p-5">
          <p className="mt-2">{programme.duration}</p>
        </Subsection>
      </div>
    </PageSection>
  );
}
