import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
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
  const { title, summary, vision, duration } = programme;
  return { title, summary, vision, duration, mission: programme.mission.join("\n") };
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
  const saved = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <DetailsForm
      title={`Edit ${saved.title}`}
      intro="What this programme's page says."
      fields={fields}
      values={refusal?.values ?? saved}
      refusal={refusal?.message}
      submitLabel="Save programme"
    />
  );
}
