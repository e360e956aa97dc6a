import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { trustFormValues } from "~/domain/trust.server";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("The trust's profile", "The trust's name, story and founder's message.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return trustFormValues();
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveTrustProfile");
}

const fields: DetailField[] = [
  { name: "name", label: "Name of the trust", help: "As it is registered, for example Asha Gramin Vikas Trust.", required: true, maxLength: LIMITS.line },
  { name: "shortName", label: "Short name", help: "For the top of every page and the browser tab, on a small phone.", maxLength: LIMITS.line },
  { name: "tagline", label: "One line about the trust", help: "Shown under the name on the home page.", maxLength: LIMITS.line },
  { name: "about", label: "About the trust", help: "The story on the home page. Leave an empty line between paragraphs.", multiline: true, maxLength: LIMITS.paragraphs },
  { name: "founderName", label: "Founder's name", maxLength: LIMITS.line },
  { name: "founderRole", label: "Founder's role", help: "For example Founder/Trustee.", maxLength: LIMITS.line },
  { name: "founderMessage", label: "Founder's message", help: "Shown on Our Message. Leave an empty line between paragraphs.", multiline: true, maxLength: LIMITS.paragraphs },
  { name: "formedOn", label: "Date the trust was formed", type: "date", required: true, maxLength: 10 },
  { name: "formedUnder", label: "Formed under", help: "The act of registration, for example the Indian Trust Act of 1882.", required: true, maxLength: LIMITS.line },
];

export default function TrustProfile() {
  const saved = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <DetailsForm
      title="The trust's profile"
      intro="What every page says about the trust. A field left empty is left out of the site."
      fields={fields}
      values={refusal?.values ?? saved}
      refusal={refusal?.message}
      submitLabel="Save profile"
    />
  );
}
