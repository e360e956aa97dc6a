import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { trustFormValues } from "~/domain/trust.server";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Contact details", "How visitors reach the trust.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return trustFormValues();
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveContact");
}

const fields: DetailField[] = [
  { name: "phone", label: "Phone", help: "Ten digits, with or without +91: 98765 43210.", type: "tel", maxLength: 20 },
  { name: "whatsapp", label: "WhatsApp number", help: "For the chat button. Ten digits, with or without +91.", type: "tel", maxLength: 20 },
  { name: "email", label: "E-mail", type: "email", maxLength: LIMITS.line },
  { name: "address", label: "Address", help: "One line of the address on each line.", multiline: true, maxLength: LIMITS.paragraphs },
  { name: "workingLocations", label: "Where the trust works", help: "One district or town on each line.", multiline: true, maxLength: LIMITS.paragraphs },
  { name: "mapLink", label: "Map link", help: "An https link to the office on a map.", type: "url", maxLength: 500 },
  { name: "facebook", label: "Facebook page", help: "https://www.facebook.com/…", type: "url", maxLength: 500 },
  { name: "instagram", label: "Instagram", help: "https://www.instagram.com/…", type: "url", maxLength: 500 },
  { name: "youtube", label: "YouTube channel", help: "https://www.youtube.com/@…", type: "url", maxLength: 500 },
  { name: "x", label: "X (Twitter)", help: "https://x.com/…", type: "url", maxLength: 500 },
];

export default function ContactDetails() {
  const saved = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <DetailsForm
      title="Contact details"
      intro="How visitors call, write to or find the trust. A field left empty is left out of the site."
      fields={fields}
      values={refusal?.values ?? saved}
      refusal={refusal?.message}
      submitLabel="Save contact details"
    />
  );
}
