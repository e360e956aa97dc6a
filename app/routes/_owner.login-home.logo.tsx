import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { readTrustDetails } from "~/domain/trust.server";
import { viewOfTrust } from "~/domain/trust";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("The trust's logo", "Upload or remove the logo shown at the top of every page.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { logo: viewOfTrust(await readTrustDetails()).logo };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "saveLogo");
}

export default function Logo() {
  const { logo } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">The trust’s logo</h1>
      <p className="mt-2 max-w-2xl">Shown beside the trust’s name at the top of every page. Without one, the name stands alone.</p>
      <OwnerForm refusal={refusal?.message} encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <PhotoField required current={logo ? { src: logo.src, alt: "The trust's current logo" } : null} noun="logo" guidance="A square logo reads best; it is shown small." />
        <SubmitButton busyText="Uploading…">Save logo</SubmitButton>
      </OwnerForm>
      {logo ? (
        <Form method="post" action="/login-home/logo/remove" className="mt-8">
          <SubmitButton busyText="Removing…">Remove the logo</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
