import type { ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { NoticeFields } from "~/components/notice-fields";
import { OwnerForm, SubmitButton } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

export const meta = pageMeta(
  (t) => t.owner.notices.postTitle,
  (t) => t.owner.notices.postDescription,
);

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addNotice", { successTo: backToList("/login-home/notice") });
}

export default function PostNotice() {
  const refusal = useActionData<typeof action>();
  const { menu: t, notices } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.noticeBoard}</h1>
      <OwnerForm refusal={refusal?.message} className="mt-6 max-w-xl space-y-4">
        <NoticeFields values={refusal?.values ?? {}} />
        <p className="text-sm text-stone-700">
          {notices.pdfAfterPosting}{" "}
          <Link to="/login-home/notice" className="text-brand-700 underline">
            {t.updateNoticeBoard}
          </Link>
        </p>
        <SubmitButton>{notices.post}</SubmitButton>
      </OwnerForm>
    </>
  );
}
