import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberAvatar } from "~/components/avatar";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { listTeam, viewOfTeamMember } from "~/kinds/team-member/team-member.server";
import { langAttribute, langOfRequest } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta(
  (t) => t.pages.team,
  (t) => t.team.description,
);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const team = await readSoftly("the team", listTeam, []);
  return data(
    team.value.map((member) => viewOfTeamMember(member, lang)),
    { headers: publicLoaderHeaders(team.failed) },
  );
}

export default function Teams() {
  const team = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.pages.team} lead={team.length > 0 ? t.team.lead : t.team.empty}>
      {team.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-team-member>
              <MemberAvatar name={member.name} photo={member.photo} index={index} />
              <div>
                <h2 className="font-semibold" {...langAttribute(member.name, lang)}>
                  {member.name}
                </h2>
                <p className="font-medium text-brand-700" {...langAttribute(member.role, lang)}>
                  {member.role}
                </p>
                {member.about ? (
                  <p className="mt-1 text-sm text-stone-700" {...langAttribute(member.about, lang)}>
                    {member.about}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </PageSection>
  );
}
