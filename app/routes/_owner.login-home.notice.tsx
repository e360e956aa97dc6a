import { calendarDay } from "~/domain/calendar-day";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readableDate } from "~/i18n/texts";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listNotices, viewOfNotice } from "~/domain/notice.server";
import { ownerFormByIntent } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Update Notice Board", "Update or delete notices.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const today = calendarDay();
  return (await listNotices()).map((notice) => ({ ...viewOfNotice(notice), onBoard: !notice.showUntil || notice.showUntil >= today }));
}

export function action(args: ActionFunctionArgs) {
  return ownerFormByIntent(args, {
    delete: { operation: "deleteNotice" },
    pin: { operation: "pinNotice", successTo: new URL(args.request.url).pathname },
  });
}

export default function NoticeList() {
  const notices = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      toBin
      title="Update Notice Board"
      refusal={refusal?.message}
      empty="No notices yet."
      rows={notices.map((notice) => ({
        id: notice.id,
        editTo: `/login-home/notice/${notice.id}`,
        label: `the notice of ${readableDate(notice.postedOn)}`,
        summary: (
          <>
            <p className="whitespace-pre-line">{notice.update}</p>
            <p className="text-sm text-stone-600">Posted On {notice.postedOn}</p>
            <p className="text-sm font-semibold" data-notice-state>
              {[notice.pinned ? "Pinned to the top" : "", notice.showUntil ? (notice.onBoard ? `On the board until ${readableDate(notice.showUntil)}` : `Left the board after ${readableDate(notice.showUntil)}`) : ""].filter(Boolean).join(" · ")}
            </p>
          </>
        ),
        action: { intent: "pin", text: notice.pinned ? "Unpin" : "Pin to the top", busyText: "Saving…", fields: { pinned: notice.pinned ? "no" : "yes" } },
      }))}
    />
  );
}
