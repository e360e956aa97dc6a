// Notices: the public board and each notice's page, and the owner's list, post, edit and PDF pages.
import { LIMITS } from "~/domain/limits";
import { Link, useLoaderData, useParams } from "@remix-run/react";
import { Labelled, OwnerList, yesOrNoButton } from "~/components/owner-list";
import { catalogueMeta, pageMeta, wordsMeta } from "~/components/page-meta";
import { useLang, useTexts, useWords } from "~/i18n/use-texts";
import type { boardNoticesLoader, noticeLoader, noticePdfLoader, ownerNoticeLoader, ownerNoticesLoader, viewOfNotice } from "./notice.server";
import { FormPage, PdfField, SubmitButton, useRefusal } from "~/components/owner-form";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields } from "~/kinds/fields";
import { UploadForm } from "~/components/upload-form";
import { RemoveButton, RemoveRefusedPage } from "~/components/remove-page";
import { PageSection } from "~/components/section";
import { LinkedText } from "~/components/linked-text";
import { firstWords, ShareAndAll } from "~/components/share-link";
import { Written } from "~/components/written";
import { pathIn, postedOn, readableDate, type Wording } from "~/i18n/texts";
import { indianNumber } from "~/i18n/indian-number";

// ---- Its words in the owner's area, in both languages.

const en = {
  postTitle: "Post a notice",
  postDescription: "Post a notice to the public notice board.",
  post: "Post notice",
  listDescription: "Update or delete notices.",
  empty: "No notices yet.",
  label: (date: string) => `the notice of ${date}`,
  postedOn: (date: string) => `Posted On ${date}`,
  pinned: "Pinned to the top",
  onBoardUntil: (date: string) => `On the board until ${date}`,
  leftBoard: (date: string) => `Left the board after ${date}`,
  pin: "Pin to the top",
  unpin: "Unpin",
  editTitle: "Edit notice",
  editMetaTitle: "Edit a notice",
  editDescription: "Edit a notice of the notice board.",
  save: "Save notice",
  changePdf: "Change or take off the notice's PDF",
  attachPdf: "Attach a PDF to the notice",
  pdfAfterPosting:
    "A PDF (a circular, a form, a list of names) can go with the notice: post it first, then choose “Attach a PDF to the notice” beside it in the list:",
  pdfTitle: "The notice’s PDF",
  pdfMetaTitle: "A notice's PDF",
  pdfDescription: "Attach a PDF to a notice, or take it off.",
  back: "Back to the notice",
  attachedNow: "Attached now:",
  thePdf: (kilobytes: number) => `the PDF (${kilobytes} KB)`,
  anotherPdf: "Another PDF, in place of this one",
  pdfToAttach: "PDF to attach",
  pdfHelp: "At most 10 MB. Visitors see a link to it under the notice.",
  attach: "Attach the PDF",
  takeOff: "Take the PDF off",
  takingOff: "Taking it off…",
  takeOffDescription: "Take a notice's PDF off.",
  backToPdf: "Back to the notice’s PDF",
  /** Its public page. */
  page: {
    heading: "Notice",
    attachment: (kilobytes: number) => `The notice as a PDF (${indianNumber(kilobytes)} KB)`,
    share: "Share on WhatsApp",
    all: "All notices",
    open: "Open or share this notice",
  },
};

const hi: Wording<typeof en> = {
  postTitle: "सूचना लगाएँ",
  postDescription: "सार्वजनिक सूचना पट पर सूचना लगाएँ।",
  post: "सूचना लगाएँ",
  listDescription: "सूचनाएँ बदलें या हटाएँ।",
  empty: "अभी कोई सूचना नहीं है।",
  label: (date) => `${date} की सूचना`,
  postedOn: (date) => `प्रकाशित: ${date}`,
  pinned: "सबसे ऊपर लगी है",
  onBoardUntil: (date) => `${date} तक सूचना पट पर`,
  leftBoard: (date) => `${date} के बाद सूचना पट से हट गई`,
  pin: "सबसे ऊपर लगाएँ",
  unpin: "ऊपर से हटाएँ",
  editTitle: "सूचना बदलें",
  editMetaTitle: "सूचना बदलें",
  editDescription: "सूचना पट की एक सूचना बदलें।",
  save: "सूचना सहेजें",
  changePdf: "सूचना की PDF बदलें या हटाएँ",
  attachPdf: "सूचना के साथ PDF लगाएँ",
  pdfAfterPosting: "सूचना के साथ PDF (कोई परिपत्र, फ़ॉर्म या नामों की सूची) भी लग सकती है: पहले सूचना लगाएँ, फिर सूची में उसके पास “सूचना के साथ PDF लगाएँ” चुनें:",
  pdfTitle: "सूचना की PDF",
  pdfMetaTitle: "सूचना की PDF",
  pdfDescription: "सूचना के साथ PDF लगाएँ या हटाएँ।",
  back: "वापस सूचना पर",
  attachedNow: "अभी लगी है:",
  thePdf: (kilobytes) => `PDF (${kilobytes} KB)`,
  anotherPdf: "इसकी जगह दूसरी PDF",
  pdfToAttach: "लगाने के लिए PDF",
  pdfHelp: "ज़्यादा से ज़्यादा 10 MB। लोगों को सूचना के नीचे इसका लिंक दिखता है।",
  attach: "PDF लगाएँ",
  takeOff: "PDF हटाएँ",
  takingOff: "हटाई जा रही है…",
  takeOffDescription: "सूचना की PDF हटाएँ।",
  backToPdf: "वापस सूचना की PDF पर",
  /** Its public page. */
  page: {
    heading: "सूचना",
    attachment: (kilobytes) => `सूचना की PDF (${indianNumber(kilobytes)} KB)`,
    share: "व्हाट्सऐप पर भेजें",
    all: "सभी सूचनाएँ",
    open: "यह सूचना खोलें या भेजें",
  },
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    update: { twoLanguages: true, multiline: true, required: true, maxLength: LIMITS.notice },
    showUntil: { type: "date" },
  },
  {
    update: { en: ["Notice"], hi: ["सूचना"] },
    showUntil: {
      en: ["Show until", "Optional. The last day it shows on the public notice board. After it, it stays here in your list."],
      hi: ["कब तक दिखे", "चाहें तो। सार्वजनिक सूचना पट पर दिखने का आख़िरी दिन। उसके बाद यह यहाँ आपकी सूची में बनी रहती है।"],
    },
  },
);

export const noticeWords = { en, hi, fields };

// ---- A notice's PDF, as the public pages link to it.

/** The link to a notice's PDF, with its size, for a visitor on a slow connection to weigh. */
function NoticeAttachment({ attachment }: { attachment: { href: string; kilobytes: number } | null }) {
  const words = useWords(noticeWords);
  if (!attachment) return null;
  return (
    <a href={attachment.href} className="tap-link mt-2 font-semibold" data-notice-pdf>
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
            <Link to={`/login-home/notice/${notice.id}/attachment`} className="tap-link text-sm">
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

export const ownerNoticeMeta = wordsMeta(noticeWords, "editMetaTitle", "editDescription");

export function OwnerNoticePage() {
  const notice = useLoaderData<typeof ownerNoticeLoader>();
  const t = useWords(noticeWords);
  return (
    <>
      <FormPage title={t.editTitle} button={t.save}>
        <DeclaredFields fields={fields} values={notice.values} />
      </FormPage>
      <p className="mt-6">
        <Link to={`/login-home/notice/${notice.id}/attachment`} className="tap-link font-semibold">
          {notice.hasAttachment ? t.changePdf : t.attachPdf}
        </Link>
      </p>
    </>
  );
}

// ---- A notice's PDF (a circular, a form to fill), sent on a page of its own

// Sent on a page of its own, so that the PDF streams to disk like a document; "Take the PDF
// off" posts to …/attachment/remove.
export const noticePdfMeta = wordsMeta(noticeWords, "pdfMetaTitle", "pdfDescription");

export function NoticePdfPage() {
  const notice = useLoaderData<typeof noticePdfLoader>();
  const refusal = useRefusal();
  const { form } = useTexts().owner;
  const t = useWords(noticeWords);
  return (
    <>
      <p>
        <Link to={`/login-home/notice/${notice.id}`} className="tap-link">
          {t.back}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">{t.pdfTitle}</h1>
      <Written as="p" className="mt-2 max-w-2xl whitespace-pre-line" text={notice.update} />
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
        <RemoveButton action={`/login-home/notice/${notice.id}/attachment/remove`} busyText={t.takingOff}>
          {t.takeOff}
        </RemoveButton>
      ) : null}
    </>
  );
}

// ---- Take a notice's PDF off

// The attachment page's "Take the PDF off" posts here: a plain form, away from the page's streamed upload.
export const removeNoticePdfMeta = wordsMeta(noticeWords, "takeOff", "takeOffDescription");

export function RemoveNoticePdfPage() {
  const { id } = useParams();
  const t = useWords(noticeWords);
  return <RemoveRefusedPage title={t.takeOff} back={{ to: `/login-home/notice/${id ?? ""}/attachment`, label: t.backToPdf }} />;
}

// ---- A new notice

export const newNoticeMeta = wordsMeta(noticeWords, "postTitle", "postDescription");

export function NewNoticePage() {
  const { menu: t } = useTexts().owner;
  const notices = useWords(noticeWords);
  return (
    <FormPage title={t.noticeBoard} button={notices.post}>
      <DeclaredFields fields={fields} />
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
              <Written as="p" className="whitespace-pre-line break-words" text={notice.update}>
                <LinkedText text={notice.update} />
              </Written>
              <NoticeAttachment attachment={notice.attachment} />
              <p className="mt-2 text-sm text-stone-600">{postedOn(notice.postedOn, lang)}</p>
              <a href={pathIn(lang, `/updates/${notice.id}`)} className="tap-link mt-1 text-sm">
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
        <Written as="p" className="whitespace-pre-line break-words text-lg" text={notice.update}>
          <LinkedText text={notice.update} />
        </Written>
        <NoticeAttachment attachment={notice.attachment} />
        <p className="mt-3 text-sm text-stone-600">{postedOn(notice.postedOn, lang)}</p>
      </article>
      <ShareAndAll text={notice.update} share={words.page.share} all={{ to: "/updates", label: words.page.all }} />
    </PageSection>
  );
}
