import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { LIMITS } from "~/domain/rules";
import { findProgramme, findProgrammeRow } from "~/kinds/programme/programme.server";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { RowLabel } from "~/components/owner-list";
import { takesUploads } from "~/http/route-handle";

export const meta = pageMeta(
  (t) => t.owner.programmes.editMetaTitle,
  (t) => t.owner.programmes.editDescription,
);
export const handle = takesUploads;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const [programme, row] = await Promise.all([findProgramme(params.slug ?? "", lang), findProgrammeRow(params.slug ?? "")]);
  if (!programme || !row) throw notFound();
  const { title, titleHi, summary, summaryHi, vision, visionHi, mission, missionHi, duration, durationHi } = row;
  return {
    name: programme.title,
    values: { title, titleHi, summary, summaryHi, vision, visionHi, mission, missionHi, duration, durationHi },
    photo: programme.photo,
  };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveProgramme", { fixed: { slug: args.params.slug ?? "" }, successTo: "/login-home/programmes" });
}

const fields: DetailField[] = [
  { name: "title", twoLanguages: true, required: true, maxLength: LIMITS.line },
  { name: "summary", twoLanguages: true, multiline: true, required: true, maxLength: LIMITS.details },
  { name: "vision", twoLanguages: true, multiline: true, required: true, maxLength: LIMITS.details },
  { name: "mission", twoLanguages: true, multiline: true, required: true, maxLength: LIMITS.paragraphs },
  { name: "duration", twoLanguages: true, required: true, maxLength: LIMITS.line },
];

export default function EditProgramme() {
  const { name, values, photo } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.programmes;
  return (
    <DetailsForm
      title={<RowLabel label={t.editTitle(name)} />}
      intro={t.editIntro}
      fields={fields}
      fieldTexts={t.fields}
      values={refusal?.values ?? values}
      refusal={refusal?.message}
      submitLabel={t.save}
      withUpload
    >
      <PhotoField required={false} current={photo ? { src: photo.src, alt: t.currentPhoto(name) } : null} guidance={t.photoGuidance} removable />
    </DetailsForm>
  );
}
