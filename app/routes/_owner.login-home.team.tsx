import { textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listTeam } from "~/domain/team.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Team", "The people who run the trust, in the order the owner sets.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listTeam()).map(({ id, name, role, roleHi }) => ({ id, name, role: textIn("en", role, roleHi) }));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { delete: "deleteTeamMember", move: "moveTeamMember" });
}

export default function Team() {
  const members = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      toBin
      title="Team"
      refusal={refusal?.message}
      empty="No team members yet."
      orderable
      rows={members.map((member) => ({
        id: member.id,
        editTo: `/login-home/team/${member.id}`,
        label: member.name,
        summary: (
          <p>
            <span className="font-semibold">{member.name}</span>, {member.role}
          </p>
        ),
      }))}
      addTo={{ to: "/login-home/team/new", label: "Add a team member" }}
    />
  );
}
