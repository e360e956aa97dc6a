import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsForm, type DetailField } from "~/components/details-form";
import { pageMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { trustFormValues } from "~/domain/trust.server";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Donation details", "The trust's bank account and registrations.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return trustFormValues();
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveDonationDetails");
}

const fields: DetailField[] = [
  { name: "accountName", label: "Account name", maxLength: LIMITS.line },
  { name: "accountNumber", label: "Account number", help: "9 to 18 digits.", maxLength: 30 },
  { name: "ifsc", label: "IFSC", help: "4 letters, a zero, then 6 letters or digits: SBIN0001234.", maxLength: 20 },
  { name: "bankBranch", label: "Bank and branch", maxLength: LIMITS.line },
  { name: "donorPhone", label: "Phone for donors", help: "Donors call it for their receipt. Ten digits, with or without +91.", type: "tel", maxLength: 20 },
  { name: "upiId", label: "UPI ID", help: "For example yourtrust@sbi.", maxLength: LIMITS.line },
  { name: "pan", label: "PAN of the trust", help: "5 letters, 4 digits, a letter: AAATA1234C.", maxLength: 20 },
  { name: "reg12A", label: "12A registration number", maxLength: LIMITS.line },
  { name: "reg80G", label: "80G registration number", maxLength: LIMITS.line },
  { name: "reg80GValidUntil", label: "80G valid until", help: "The donate page promises an 80G deduction only until this date.", type: "date", maxLength: 10 },
  { name: "darpanId", label: "NGO Darpan ID", maxLength: LIMITS.line },
  { name: "csr1", label: "CSR-1 registration number", maxLength: LIMITS.line },
  { name: "fcra", label: "FCRA registration number (if any)", maxLength: LIMITS.line },
];

export default function DonationDetails() {
  const saved = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <DetailsForm
      title="Donation details"
      intro="The bank account donors give to, and the trust's registrations. A field left empty is left out of the site."
      fields={fields}
      values={refusal?.values ?? saved}
      refusal={refusal?.message}
      submitLabel="Save donation details"
    />
  );
}
