import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { TeamMemberFields, TEAM_PHOTO_GUIDANCE } from "~/components/team-member-fields";
import { ownerForm } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";

export const meta = pageMeta("Add a team member", "Add a member of the trust's team, with a photo if you like.");

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addTeamMember");
}

export default function AddTeamMember() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Add a team member</h1>
      <OwnerForm refusal={refusal?.message} encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <TeamMemberFields values={refusal?.values} />
        <PhotoField required={false} guidance={TEAM_PHOTO_GUIDANCE} />
        <SubmitButton busyText="Adding…">Add team member</SubmitButton>
      </OwnerForm>
    </>
  );
}
