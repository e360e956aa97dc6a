import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { catalogueMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { readTrustDetails } from "~/domain/trust.server";
import { viewOfTrust } from "~/domain/trust";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { takesUploads } from "~/http/route-handle";

export const meta = catalogueMeta((t) => [t.owner.logo.metaTitle, t.owner.logo.description]);
export const handle = takesUploads;

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
  const { logo: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.title}</h1>
      <p className="mt-2 max-w-2xl">{t.intro}</p>
      <UploadForm refusal={refusal?.message}>
        <PhotoField required current={logo ? { src: logo.src, alt: t.currentAlt } : null} noun="logo" guidance={t.guidance} />
        <SubmitButton busyText={form.uploading}>{t.save}</SubmitButton>
      </UploadForm>
      {logo ? (
        <Form method="post" action="/login-home/logo/remove" className="mt-8">
          <SubmitButton busyText={form.removing}>{t.remove}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
