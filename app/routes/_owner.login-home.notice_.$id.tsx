import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NoticeFields } from "~/components/notice-fields";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { findNotice } from "~/kinds/notice/notice.server";
import { notFound } from "~/http/refusal-page";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

export const meta = pageMeta(
  (t) => t.owner.notices.editMetaTitle,
  (t) => t.owner.notices.editDescription,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const notice = await findNotice(params.id ?? "");
  if (!notice) throw notFound();
  return {
    id: notice.id,
    values: { update: notice.update, updateHi: notice.updateHi, showUntil: notice.showUntil },
    hasAttachment: notice.attachmentKey !== null,
  };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updateNotice", { fixed: { _id: args.params.id ?? "" }, successTo: backToList("/login-home/notice") });
}

export default function EditNotice() {
  const notice = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.notices;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.editTitle}</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <NoticeFields values={refusal?.values ?? notice.values} />
        <SubmitButton>{t.save}</SubmitButton>
      </OwnerForm>
      <p className="mt-6">
        <Link to={`/login-home/notice/${notice.id}/attachment`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {notice.hasAttachment ? t.changePdf : t.attachPdf}
        </Link>
      </p>
    </>
  );
}
