import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { TeamMemberFields } from "~/components/team-member-fields";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { takesUploads } from "~/http/route-handle";

export const meta = pageMeta(
  (t) => t.owner.team.addTitle,
  (t) => t.owner.team.addDescription,
);
export const handle = takesUploads;

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addTeamMember", { successTo: backToList("/login-home/team") });
}

export default function AddTeamMember() {
  const refusal = useActionData<typeof action>();
  const { team: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.addTitle}</h1>
      <UploadForm refusal={refusal?.message}>
        <TeamMemberFields values={refusal?.values} />
        <PhotoField required={false} guidance={t.photoGuidance} />
        <SubmitButton busyText={form.adding}>{t.add}</SubmitButton>
      </UploadForm>
    </>
  );
}
