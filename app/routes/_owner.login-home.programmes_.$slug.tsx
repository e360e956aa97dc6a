import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { LIMITS } from "~/domain/rules";
import { findProgramme, findProgrammeRow } from "~/domain/programme.server";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Edit a programme", "Edit the texts of a programme page.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const [programme, row] = await Promise.all([findProgramme(params.slug ?? ""), findProgrammeRow(params.slug ?? "")]);
  if (!programme || !row) throw notFound();
  const { title, titleHi, summary, summaryHi, vision, visionHi, mission, missionHi, duration, durationHi } = row;
  return { name: programme.title, values: { title, titleHi, summary, summaryHi, vision, visionHi, mission, missionHi, duration, durationHi }, photo: programme.photo };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveProgramme", { fixed: { slug: args.params.slug ?? "" } });
}

const fields: DetailField[] = [
  { name: "title", twoLanguages: true, label: "Title", required: true, maxLength: LIMITS.line },
  { name: "summary", twoLanguages: true, label: "Summary", help: "One or two lines, for the home page's card and the top of the page.", multiline: true, required: true, maxLength: LIMITS.details },
  { name: "vision", twoLanguages: true, label: "Vision", multiline: true, required: true, maxLength: LIMITS.details },
  { name: "mission", twoLanguages: true, label: "Mission", help: "One step on each line.", multiline: true, required: true, maxLength: LIMITS.paragraphs },
  { name: "duration", twoLanguages: true, label: "Duration", help: "For example: Long-term plan: 5-6 years. Short-term plan: 8-11 months.", required: true, maxLength: LIMITS.line },
];

export default function EditProgramme() {
  const { name, values, photo } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <DetailsForm
      title={`Edit ${name}`}
      intro="What this programme's page says."
      fields={fields}
      values={refusal?.values ?? values}
      refusal={refusal?.message}
      submitLabel="Save programme"
      encType="multipart/form-data"
    >
      <PhotoField
        required={false}
        current={photo ? { src: photo.src, alt: `The current photo of ${name}` } : null}
        guidance="A photo of this work, shown at the top of its page and on its card. Without one, the page shows a drawing."
        removable
      />
    </DetailsForm>
  );
}
