import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { TeamMemberFields } from "~/components/team-member-fields";
import { findTeamMember, viewOfTeamMember } from "~/kinds/team-member/team-member.server";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { takesUploads } from "~/http/route-handle";

export const meta = pageMeta(
  (t) => t.owner.team.editMetaTitle,
  (t) => t.owner.team.editDescription,
);
export const handle = takesUploads;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const member = await findTeamMember(params.id ?? "");
  if (!member) throw notFound();
  return {
    values: { name: member.name, role: member.role, roleHi: member.roleHi, about: member.about, aboutHi: member.aboutHi },
    photo: viewOfTeamMember(member).photo,
  };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updateTeamMember", { fixed: { _id: args.params.id ?? "" }, successTo: backToList("/login-home/team") });
}

export default function EditTeamMember() {
  const { values, photo } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.team.editTitle}</h1>
      <UploadForm refusal={refusal?.message}>
        <TeamMemberFields values={refusal?.values ?? values} />
        <PhotoField
          required={false}
          current={photo ? { src: photo.src, alt: t.team.currentPhoto(values.name) } : null}
          guidance={t.team.photoGuidance}
          removable
        />
        <SubmitButton>{t.team.save}</SubmitButton>
      </UploadForm>
    </>
  );
}
