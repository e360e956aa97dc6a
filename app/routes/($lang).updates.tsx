import { NoticeAttachment } from "~/components/notice-attachment";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { listBoardNotices, viewOfNotice } from "~/kinds/notice/notice.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";
import { LinkedText } from "~/components/linked-text";
import { langAttribute, langOfRequest, pathIn, postedOn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";

export const meta = pageMeta(
  (t) => t.pages.updates,
  (t) => t.updates.description,
);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const notices = await readSoftly("the notices", () => listBoardNotices(), []);
  return data(
    {
      failed: notices.failed,
      notices: notices.value.map((notice) => viewOfNotice(notice, lang)),
    },
    { headers: publicLoaderHeaders(notices.failed) },
  );
}

export default function Updates() {
  const { notices, failed } = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.updates.heading}>
      {failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {t.updates.unreadable}
        </p>
      ) : notices.length === 0 ? (
        <p className="rounded-lg bg-brand-50 p-6 text-center text-lg font-semibold">{t.updates.none}</p>
      ) : (
        <ul className="max-w-3xl space-y-4">
          {notices.map((notice) => (
            <li key={notice.id} className="rounded-lg p-4 ring-1 ring-stone-300" data-notice>
              <p className="whitespace-pre-line break-words" {...langAttribute(notice.update, lang)}>
                <LinkedText text={notice.update} />
              </p>
              <NoticeAttachment attachment={notice.attachment} />
              <p className="mt-2 text-sm text-stone-600">{postedOn(notice.postedOn, lang)}</p>
              <a href={pathIn(lang, `/updates/${notice.id}`)} className="mt-1 inline-flex min-h-11 items-center text-sm text-brand-700 underline">
                {t.notice.open}
              </a>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
