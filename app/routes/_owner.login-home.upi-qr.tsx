import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { readTrustDetails } from "~/domain/trust.server";
import { viewOfTrust } from "~/domain/trust";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("The bank's UPI QR code", "Upload the merchant QR code the bank gave the trust, or remove it.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { upiQr: viewOfTrust(await readTrustDetails()).upiQr };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveUpiQr");
}

export default function UpiQr() {
  const { upiQr } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">The bank’s UPI QR code</h1>
      <p className="mt-2 max-w-2xl" data-merchant-qr-why>
        Several large UPI apps refuse payment links to a personal UPI ID, so if the bank gave the trust a merchant QR code, upload a clear photo of it here and the donate page shows it in place of the code the site draws from the UPI ID.
      </p>
      <OwnerForm refusal={refusal?.message} encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <PhotoField required current={upiQr ? { src: upiQr.src, alt: "The bank's UPI QR code the donate page shows now" } : null} noun="QR code photo" guidance="Photograph or scan the code straight on, with its whole square in the picture." />
        <SubmitButton busyText="Uploading…">Save the QR code</SubmitButton>
      </OwnerForm>
      {upiQr ? (
        <Form method="post" action="/login-home/upi-qr/remove" className="mt-8">
          <SubmitButton busyText="Removing…">Remove the bank’s QR code</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
