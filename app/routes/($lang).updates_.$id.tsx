import { NoticeAttachment } from "~/components/notice-attachment";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LinkedText } from "~/components/linked-text";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { firstWords, WhatsAppShare } from "~/components/share-link";
import { findNotice, viewOfNotice } from "~/kinds/notice/notice.server";
import { publicPageHeaders } from "~/http/cache-headers";
import { langAttribute, langOfRequest, pathIn, postedOn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";

// A notice's own page, to link to and to pass on in WhatsApp.
type NoticeView = ReturnType<typeof viewOfNotice>;

export const meta = pageMeta(
  (_t, _trust, data) => firstWords((data as NoticeView | undefined)?.update ?? ""),
  (_t, _trust, data) => firstWords((data as NoticeView | undefined)?.update ?? "", 160),
);
export const headers = publicPageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const notice = await findNotice(params.id ?? "");
  if (!notice) throw new Response("Not Found", { status: 404 });
  return viewOfNotice(notice, langOfRequest(request));
}

export default function NoticePage() {
  const notice = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.notice.heading}>
      <article className="max-w-3xl rounded-lg p-5 ring-1 ring-stone-300">
        <p className="whitespace-pre-line break-words text-lg" {...langAttribute(notice.update, lang)}>
          <LinkedText text={notice.update} />
        </p>
        <NoticeAttachment attachment={notice.attachment} />
        <p className="mt-3 text-sm text-stone-600">{postedOn(notice.postedOn, lang)}</p>
      </article>
      <p className="mt-6 flex flex-wrap gap-3">
        <WhatsAppShare title={firstWords(notice.update)} label={t.notice.share} />
        <a href={pathIn(lang, "/updates")} className="button bg-stone-700">
          {t.notice.all}
        </a>
      </p>
    </PageSection>
  );
}
