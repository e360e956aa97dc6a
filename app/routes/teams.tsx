import type { MetaFunction } from "@remix-run/node";
import { InitialsAvatar } from "~/components/avatar";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { team } from "~/content/team";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta: MetaFunction = () => pageMeta("Our Team", "The ten people who run the trust: founder, office bearers and members.");
export const headers = publicPageHeaders;

export default function Teams() {
  return (
    <PageSection title="Our Team" lead="Ten neighbours who give their time to run the trust.">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member, index) => (
          <li key={member.name} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-team-member>
            <InitialsAvatar label={member.role} index={index} />
            <div>
              <h2 className="font-semibold">{member.name}</h2>
              <p className="font-medium text-brand-700">{member.role}</p>
              <p className="mt-1 text-sm text-stone-700">{member.about}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
