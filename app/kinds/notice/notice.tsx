// Notices: the public board and each notice's page, and the owner's list, post, edit and PDF pages.
import { LIMITS } from "~/domain/rules";
import { Form, Link, useLoaderData, useParams } from "@remix-run/react";
import { langAttribute, pathIn, postedOn, readableDate } from "~/i18n/texts";
import { Labelled, OwnerList, yesOrNoButton } from "~/components/owner-list";
import { catalogueMeta, pageMeta } from "~/components/page-meta";
import { useLang, useTexts, useWords } from "~/i18n/use-texts";
import type { boardNoticesLoader, noticeLoader, noticePdfLoader, ownerNoticeLoader, ownerNoticesLoader, viewOfNotice } from "./notice.server";
import { FormPage, PdfField, SubmitButton, TextField, TwoLanguageField, useRefusal } from "~/components/owner-form";
import { UploadForm } from "~/components/upload-form";
import { RemoveRefusedPage } from "~/components/remove-page";
import { PageSection } from "~/components/section";
import { LinkedText } from "~/components/linked-text";
import { firstWords, ShareAndAll } from "~/components/share-link";
import { noticeWords } from "./words";
import { Written } from "~/components/written";

// ---- A notice's fields, in the post and the edit form, and its PDF's link on the public pages.

/** The fields of a notice, for posting and for editing: its text in English, Hindi or both, and the last day it shows. */
export function NoticeFields({ values = {} }: { values?: Record<string, string | null | undefined> }) {
  const t = useWords(noticeWords);
  return (
    <>
      <TwoLanguageField name="update" label={t.notice} multiline oneNeeded maxLength={LIMITS.notice} values={values} />
      <TextField id="showUntil" name="showUntil" label={t.showUntil} help={t.showUntilHelp} type="date" maxLength={10} defaultValue={values.showUntil ?? ""} />
    </>
  );
}

/** The link to a notice's PDF, with its size, for a visitor on a slow connection to weigh. */
export function NoticeAttachment({ attachment }: { attachment: { href: string; kilobytes: number } | null }) {
  const words = useWords(noticeWords);
  if (!attachment) return null;
  return (
    <a href={attachment.href} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline" data-notice-pdf>
      {words.page.attachment(attachment.kilobytes)}
    </a>
  );
}

// ---- The owner's notice board: every notice, pinned or not

export const ownerNoticesMeta = catalogueMeta((t, lang) => [t.owner.menu.updateNoticeBoard, noticeWords[lang].listDescription]);

export function OwnerNoticesPage() {
  const t = useTexts().owner;
  const words = useWords(noticeWords);
  const lang = useLang();
  const date = (iso: string) => readableDate(iso, lang);
  return (
    <OwnerList<typeof ownerNoticesLoader>
      words={{ title: t.menu.updateNoticeBoard, empty: words.empty }}
      row={(notice) => ({
        editTo: `/login-home/notice/${notice.id}`,
        label: words.label(date(notice.postedOn)),
        summary: (
          <>
            <Written as="p" className="whitespace-pre-line" text={notice.update} />
            <p className="text-sm text-stone-600">{words.postedOn(notice.postedOn)}</p>
            <p className="text-sm font-semibold" data-notice-state>
              {[
                notice.pinned ? words.pinned : "",
                notice.showUntil ? (notice.onBoard ? words.onBoardUntil(date(notice.showUntil)) : words.leftBoard(date(notice.showUntil))) : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <Link to={`/login-home/notice/${notice.id}/attachment`} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
              <Labelled verb={notice.attachment ? words.changePdf : words.attachPdf} label={words.label(date(notice.postedOn))} />
            </Link>
          </>
        ),
        action: yesOrNoButton("pin", "pinned", notice.pinned, { yes: words.pin, no: words.unpin, busy: t.form.saving }),
      })}
    />
  );
}

// ---- A notice, to change

export const ownerNoticeMeta = catalogueMeta((t, lang) => [noticeWords[lang].editMetaTitle, noticeWords[lang].editDescription]);

export function OwnerNoticePage() {
  const notice = useLoaderData<typeof ownerNoticeLoader>();
  const t = useWords(noticeWords);
  return (
    <>
      <FormPage title={t.editTitle} button={t.save}>
        <NoticeFields values={notice.values} />
      </FormPage>
      <p className="mt-6">
        <Link to={`/login-home/notice/${notice.id}/attachment`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {notice.hasAttachment ? t.changePdf : t.attachPdf}
        </Link>
      </p>
    </>
  );
}

// ---- A notice's PDF (a circular, a form to fill), sent on a page of its own

// Sent on a page of its own, so that the PDF streams to disk like a document; "Take the PDF
// off" posts to …/attachment/remove.
export const noticePdfMeta = catalogueMeta((t, lang) => [noticeWords[lang].pdfMetaTitle, noticeWords[lang].pdfDescription]);

export function NoticePdfPage() {
  const notice = useLoaderData<typeof noticePdfLoader>();
  const refusal = useRefusal();
  const { form } = useTexts().owner;
  const t = useWords(noticeWords);
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

// ---- Take a notice's PDF off

// The attachment page's "Take the PDF off" posts here: a plain form, away from the page's streamed upload.
export const removeNoticePdfMeta = catalogueMeta((t, lang) => [noticeWords[lang].takeOff, noticeWords[lang].takeOffDescription]);

export function RemoveNoticePdfPage() {
  const { id } = useParams();
  const t = useWords(noticeWords);
  return <RemoveRefusedPage title={t.takeOff} back={{ to: `/login-home/notice/${id ?? ""}/attachment`, label: t.backToPdf }} />;
}

// ---- A new notice

export const newNoticeMeta = catalogueMeta((t, lang) => [noticeWords[lang].postTitle, noticeWords[lang].postDescription]);

export function NewNoticePage() {
  const { menu: t } = useTexts().owner;
  const notices = useWords(noticeWords);
  return (
    <FormPage title={t.noticeBoard} button={notices.post}>
      <NoticeFields />
      <p className="text-sm text-stone-700">
        {notices.pdfAfterPosting}{" "}
        <Link to="/login-home/notice" className="text-brand-700 underline">
          {t.updateNoticeBoard}
        </Link>
      </p>
    </FormPage>
  );
}

// ---- The public notice board, /updates

export const boardNoticesMeta = catalogueMeta((t) => [t.pages.updates, t.updates.description]);

export function BoardNoticesPage() {
  const { notices, failed } = useLoaderData<typeof boardNoticesLoader>();
  const t = useTexts();
  const words = useWords(noticeWords);
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
                {words.page.open}
              </a>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

// ---- A notice's own page, /updates/<id>, to link to and pass on in WhatsApp

// A notice's own page, to link to and to pass on in WhatsApp.
type NoticeView = ReturnType<typeof viewOfNotice>;

export const noticeMeta = pageMeta(
  (_t, _trust, data) => firstWords((data as NoticeView | undefined)?.update ?? ""),
  (_t, _trust, data) => firstWords((data as NoticeView | undefined)?.update ?? "", 160),
);

export function NoticePage() {
  const notice = useLoaderData<typeof noticeLoader>();
  const words = useWords(noticeWords);
  const lang = useLang();
  return (
    <PageSection title={words.page.heading}>
      <article className="max-w-3xl rounded-lg p-5 ring-1 ring-stone-300">
        <p className="whitespace-pre-line break-words text-lg" {...langAttribute(notice.update, lang)}>
          <LinkedText text={notice.update} />
        </p>
        <NoticeAttachment attachment={notice.attachment} />
        <p className="mt-3 text-sm text-stone-600">{postedOn(notice.postedOn, lang)}</p>
      </article>
      <ShareAndAll text={notice.update} share={words.page.share} all={{ to: "/updates", label: words.page.all }} />
    </PageSection>
  );
}
