import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { findNotice, viewOfNotice } from "~/domain/notice.server";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

// A notice's PDF (a circular, a form to fill): sent on a page of its own, so that the PDF
// streams to disk like a document; "Take the PDF off" posts to …/attachment/remove.
export const meta = pageMeta("A notice's PDF", "Attach a PDF to a notice, or take it off.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const notice = await findNotice(params.id ?? "");
  if (!notice) throw notFound();
  return viewOfNotice(notice);
}

export function action(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return ownerForm(args, "attachNoticePdf", { fixed: { _id: id }, successTo: `/login-home/notice/${id}/attachment` });
}

export default function NoticeAttachment() {
  const notice = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={`/login-home/notice/${notice.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
          Back to the notice
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">The notice’s PDF</h1>
      <p className="mt-2 max-w-2xl whitespace-pre-line">{notice.update}</p>
      {notice.attachment ? (
        <p className="mt-4" data-notice-attachment>
          Attached now:{" "}
          <a href={notice.attachment.href} className="font-semibold text-brand-700 underline">
            the PDF ({notice.attachment.kilobytes} KB)
          </a>
        </p>
      ) : null}
      <OwnerForm refusal={refusal?.message} encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <div>
          <label htmlFor="document" className="block font-semibold">
            {notice.attachment ? "Another PDF, in place of this one" : "PDF to attach"}
          </label>
          <p id="document-help" className="text-sm text-stone-700">
            At most 10 MB. Visitors see a link to it under the notice.
          </p>
          <input id="document" name="document" type="file" accept="application/pdf" required aria-describedby="document-help" className="mt-1 block min-h-11 w-full" />
        </div>
        <SubmitButton busyText="Uploading…">Attach the PDF</SubmitButton>
      </OwnerForm>
      {notice.attachment ? (
        <Form method="post" action={`/login-home/notice/${notice.id}/attachment/remove`} className="mt-8">
          <SubmitButton busyText="Taking it off…">Take the PDF off</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
