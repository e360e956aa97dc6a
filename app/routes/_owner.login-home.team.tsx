import { langAttribute } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MemberAvatar } from "~/components/avatar";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listTeam, viewOfTeamMember } from "~/kinds/team-member/team-member.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta(
  (t) => t.owner.team.title,
  (t) => t.owner.team.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return { lang, members: (await listTeam()).map((member) => viewOfTeamMember(member, lang)) };
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { delete: "deleteTeamMember", move: "moveTeamMember" });
}

export default function Team() {
  const { lang, members } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.team;
  return (
    <OwnerList
      toBin
      title={t.title}
      refusal={refusal?.message}
      empty={t.empty}
      orderable
      rows={members.map((member, index) => ({
        id: member.id,
        editTo: `/login-home/team/${member.id}`,
        label: `“${member.name}”`,
        summary: (
          <div className="flex items-center gap-3">
            <MemberAvatar name={member.name} photo={member.photo} index={index} />
            <p>
              <span className="font-semibold" {...langAttribute(member.name, lang)}>
                {member.name}
              </span>
              , <span {...langAttribute(member.role, lang)}>{member.role}</span>
            </p>
          </div>
        ),
      }))}
      addTo={{ to: "/login-home/team/new", label: t.addLink }}
    />
  );
}
