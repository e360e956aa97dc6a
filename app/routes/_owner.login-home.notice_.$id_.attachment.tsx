import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PdfField, SubmitButton } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { pageMeta } from "~/components/page-meta";
import { findNotice, viewOfNotice } from "~/kinds/notice/notice.server";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { langAttribute } from "~/i18n/texts";
import { takesUploads } from "~/http/route-handle";

// A notice's PDF (a circular, a form to fill): sent on a page of its own, so that the PDF
// streams to disk like a document; "Take the PDF off" posts to …/attachment/remove.
export const meta = pageMeta(
  (t) => t.owner.notices.pdfMetaTitle,
  (t) => t.owner.notices.pdfDescription,
);
export const handle = takesUploads;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const notice = await findNotice(params.id ?? "");
  if (!notice) throw notFound();
  return { lang, ...viewOfNotice(notice, lang) };
}

export function action(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return ownerForm(args, "attachNoticePdf", { fixed: { _id: id }, successTo: `/login-home/notice/${id}/attachment` });
}

export default function NoticeAttachment() {
  const notice = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const { notices: t, form } = useTexts().owner;
  return (
    <>
      <p>
        <Link to={`/login-home/notice/${notice.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t.back}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">{t.pdfTitle}</h1>
      <p className="mt-2 max-w-2xl whitespace-pre-line" {...langAttribute(notice.update, notice.lang)}>
        {notice.update}
      </p>
      {notice.attachment ? (
        <p className="mt-4" data-notice-attachment>
          {t.attachedNow}{" "}
          <a href={notice.attachment.href} className="font-semibold text-brand-700 underline">
            {t.thePdf(notice.attachment.kilobytes)}
          </a>
        </p>
      ) : null}
      <UploadForm refusal={refusal?.message}>
        <PdfField label={notice.attachment ? t.anotherPdf : t.pdfToAttach} help={t.pdfHelp} />
        <SubmitButton busyText={form.uploading}>{t.attach}</SubmitButton>
      </UploadForm>
      {notice.attachment ? (
        <Form method="post" action={`/login-home/notice/${notice.id}/attachment/remove`} className="mt-8">
          <SubmitButton busyText={t.takingOff}>{t.takeOff}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
