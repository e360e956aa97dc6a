import { calendarDay } from "~/domain/calendar-day";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { langAttribute, readableDate } from "~/i18n/texts";
import { Labelled, OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listNotices, viewOfNotice } from "~/kinds/notice/notice.server";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta(
  (t) => t.owner.menu.updateNoticeBoard,
  (t) => t.owner.notices.listDescription,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const today = calendarDay();
  return { lang, notices: (await listNotices()).map((notice) => ({ ...viewOfNotice(notice, lang), onBoard: !notice.showUntil || notice.showUntil >= today })) };
}

export function action(args: ActionFunctionArgs) {
  return ownerFormByIntent(args, {
    delete: { operation: "deleteNotice", successTo: new URL(args.request.url).pathname },
    pin: { operation: "pinNotice", successTo: new URL(args.request.url).pathname },
  });
}

export default function NoticeList() {
  const { lang, notices } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner;
  const date = (iso: string) => readableDate(iso, lang);
  return (
    <OwnerList
      toBin
      title={t.menu.updateNoticeBoard}
      refusal={refusal?.message}
      empty={t.notices.empty}
      rows={notices.map((notice) => ({
        id: notice.id,
        editTo: `/login-home/notice/${notice.id}`,
        label: t.notices.label(date(notice.postedOn)),
        summary: (
          <>
            <p className="whitespace-pre-line" {...langAttribute(notice.update, lang)}>
              {notice.update}
            </p>
            <p className="text-sm text-stone-600">{t.notices.postedOn(notice.postedOn)}</p>
            <p className="text-sm font-semibold" data-notice-state>
              {[
                notice.pinned ? t.notices.pinned : "",
                notice.showUntil ? (notice.onBoard ? t.notices.onBoardUntil(date(notice.showUntil)) : t.notices.leftBoard(date(notice.showUntil))) : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <Link to={`/login-home/notice/${notice.id}/attachment`} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
              <Labelled verb={notice.attachment ? t.notices.changePdf : t.notices.attachPdf} label={t.notices.label(date(notice.postedOn))} />
            </Link>
          </>
        ),
        action: {
          intent: "pin",
          text: notice.pinned ? t.notices.unpin : t.notices.pin,
          busyText: t.form.saving,
          fields: { pinned: notice.pinned ? "no" : "yes" },
        },
      }))}
    />
  );
}
