import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { LIMITS } from "~/domain/rules";
import { findProgramme } from "~/domain/programme.server";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Edit a programme", "Edit the texts of a programme page.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const programme = await findProgramme(params.slug ?? "");
  if (!programme) throw notFound();
  const { title, summary, vision, duration, photo } = programme;
  return { values: { title, summary, vision, duration, mission: programme.mission.join("\n") }, photo };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveProgramme", { fixed: { slug: args.params.slug ?? "" } });
}

const fields: DetailField[] = [
  { name: "title", label: "Title", required: true, maxLength: LIMITS.line },
  { name: "summary", label: "Summary", help: "One or two lines, for the home page's card and the top of the page.", multiline: true, required: true, maxLength: LIMITS.details },
  { name: "vision", label: "Vision", multiline: true, required: true, maxLength: LIMITS.details },
  { name: "mission", label: "Mission", help: "One step on each line.", multiline: true, required: true, maxLength: LIMITS.paragraphs },
  { name: "duration", label: "Duration", help: "For example: Long-term plan: 5-6 years. Short-term plan: 8-11 months.", required: true, maxLength: LIMITS.line },
];

export default function EditProgramme() {
  const { values, photo } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <DetailsForm
      title={`Edit ${values.title}`}
      intro="What this programme's page says."
      fields={fields}
      values={refusal?.values ?? values}
      refusal={refusal?.message}
      submitLabel="Save programme"
      encType="multipart/form-data"
    >
      <PhotoField
        required={false}
        current={photo ? { src: photo.src, alt: `The current photo of ${values.title}` } : null}
        guidance="A photo of this work, shown at the top of its page and on its card. Without one, the page shows a drawing."
        removable
      />
    </DetailsForm>
  );
}
