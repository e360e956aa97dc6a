import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InitialsAvatar } from "~/components/avatar";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { Photo } from "~/components/photo";
import { listTeam, viewOfTeamMember } from "~/domain/team.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta("Our Team", "The people who run the trust: founder, office bearers and members.");
export const headers = publicPageHeaders;

export async function loader() {
  const team = await readSoftly("the team", listTeam, []);
  return data(
    team.value.map(viewOfTeamMember),
    { headers: publicLoaderHeaders(team.failed) },
  );
}

export default function Teams() {
  const team = useLoaderData<typeof loader>();
  return (
    <PageSection title="Our Team" lead={team.length > 0 ? "The people who give their time to run the trust." : "The trust will introduce its team here."}>
      {team.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-team-member>
              {member.photo ? (
                <Photo photo={member.photo} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-full object-cover" />
              ) : (
                <InitialsAvatar label={member.name} index={index} />
              )}
              <div>
                <h2 className="font-semibold">{member.name}</h2>
                <p className="font-medium text-brand-700">{member.role}</p>
                {member.about ? <p className="mt-1 text-sm text-stone-700">{member.about}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </PageSection>
  );
}
