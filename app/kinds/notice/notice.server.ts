import { noticeWords } from "./notice";
import { said } from "~/i18n/said";
import { z } from "zod";
import { byId, namingFields, rowTexts, yesOrNo, requiredFile } from "~/domain/operation-parts";
import { calendarDate, inTwoLanguages, keptUnlessSent, notPast, oneLanguageAtLeast, recordId } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import { calendarDay } from "~/domain/calendar-day";
import { type BinnedBindings, declareKind } from "~/kinds/kind";
import type { Notice } from "@prisma/client";
import { type Lang, langOfRequest, textIn } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { documentFileName } from "~/photos/documents.server";
import { changeRowPdf } from "~/photos/stored-files.server";
import { changed, changedRow } from "~/domain/content-version.server";
import type { Outcome } from "~/domain/outcome";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { backToList, ownerAddPage, ownerEditPage, ownerForm, ownerFormByIntent, ownerList } from "~/http/owner-forms.server";
import { requireOwner, requireOwnersLanguage } from "~/http/session.server";
import { notFound } from "~/http/refusal-page";
import { publicLoaderHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

// ---- Its rows of the operations table, which the owner's forms and the JSON API run.

// The last day a notice shows on the public board (an API client never sends it).
const NOTICE_PAST = {
  en: "showUntil is a day already past: the notice would never be on the board. Choose today or a later day, or leave it empty.",
  hi: "कब तक दिखे: यह दिन बीत चुका है, तो सूचना पट पर कभी नहीं दिखेगी। आज या आगे का कोई दिन चुनें, या इसे ख़ाली छोड़ दें।",
};
const notice = { ...inTwoLanguages("update", LIMITS.notice), showUntil: keptUnlessSent(calendarDate("showUntil")) };

const noticeOperations = namingFields(
  {
    addNotice: {
      input: oneLanguageAtLeast(z.object({ ...notice, showUntil: keptUnlessSent(calendarDate("showUntil").pipe(notPast(NOTICE_PAST))) }), ["update"]),
      texts: rowTexts(
        { en: "The notice was posted.", hi: "सूचना लग गई।" },
        { missing: said.requiredFields, fault: said.internalServerError, apiSuccess: "Notice Added" },
      ),
    },
    updateNotice: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...notice }), ["update"]),
      texts: rowTexts(
        { en: "The notice was updated.", hi: "सूचना बदल गई।" },
        { missing: said.requiredParams, fault: said.internalServerError, apiSuccess: "Notice Updated" },
      ),
    },
    pinNotice: {
      input: z.object({ _id: recordId, pinned: yesOrNo("pinned") }),
      texts: rowTexts({ en: "The notice board's order was changed.", hi: "सूचना पट का क्रम बदल गया।" }),
    },
    attachNoticePdf: {
      input: byId,
      upload: requiredFile("pdf"),
      texts: rowTexts({ en: "The PDF was attached to the notice.", hi: "PDF सूचना के साथ लग गई।" }, { missing: said.choosePdf }),
    },
    removeNoticePdf: { input: byId, texts: rowTexts({ en: "The PDF was taken off the notice.", hi: "PDF सूचना से हट गई।" }) },
    deleteNotice: {
      input: byId,
      texts: rowTexts(
        { en: "The notice was moved to the bin.", hi: "सूचना कूड़ेदान में चली गई।" },
        { missing: said.requiredParams, fault: said.internalServerError, apiSuccess: "Notice Deleted" },
      ),
    },
  },
  noticeWords.fields,
);

/** Every notice, newest first: the owner's list and the JSON API. */
export function listNotices() {
  return db().notice.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** The public board on `today`: pinned notices first, then the newest; a notice past its show-until day is left out. */
export function listBoardNotices(today = calendarDay()) {
  return db().notice.findMany({
    where: { OR: [{ showUntil: null }, { showUntil: { gte: today } }] },
    orderBy: [{ pinned: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  });
}

function pinNotice(input: { _id: string; pinned: boolean }): Promise<Outcome<Notice>> {
  return changedRow(() => db().notice.update({ where: { id: input._id }, data: { pinned: input.pinned } }));
}

/** A notice as the board and the owner's list show it: its text in the page's language and the day it was posted ("Posted On"). */
export function viewOfNotice(notice: Notice, lang: Lang = "en") {
  return {
    id: notice.id,
    update: textIn(lang, notice.update, notice.updateHi),
    // "Posted On" and the first ten characters of its creation date, as the product always showed it.
    postedOn: notice.createdAt.toISOString().slice(0, 10),
    pinned: notice.pinned,
    showUntil: notice.showUntil,
    attachment: notice.attachmentKey
      ? { href: `/uploads/${documentFileName(notice.attachmentKey)}`, kilobytes: Math.ceil((notice.attachmentBytes ?? 0) / 1024) }
      : null,
  };
}

export function findNotice(id: string) {
  return db().notice.findUnique({ where: { id } });
}

type NoticeText = { update: string | null; updateHi?: string | null; showUntil?: string | null };

const columnsOf = (input: NoticeText) => englishOrEmpty(input, ["update"]);

async function addNotice(input: NoticeText): Promise<Outcome<Notice>> {
  return changed(await db().notice.create({ data: columnsOf(input) }));
}

function updateNotice(input: NoticeText & { _id: string }): Promise<Outcome<Notice>> {
  const { _id, ...text } = input;
  return changedRow(() => db().notice.update({ where: { id: _id }, data: columnsOf(text) }));
}

/** Names a PDF (or none) on a notice; the PDF it replaces goes once that has committed. */
function changeAttachment(id: string, filePath: string | null): Promise<Outcome<Notice>> {
  return changeRowPdf("Notice", id, { key: "attachmentKey", bytes: "attachmentBytes" }, filePath);
}

function attachNoticePdf(id: string, filePath: string): Promise<Outcome<Notice>> {
  return changeAttachment(id, filePath);
}

function removeNoticePdf(id: string): Promise<Outcome<Notice>> {
  return changeAttachment(id, null);
}

export const noticeKind = declareKind({
  words: noticeWords,
  table: "Notice",
  bin: { name: { en: "Notice", hi: "सूचना" }, label: ["update", "updateHi"] },
  pages: { each: (id) => `/updates/${id}` },
  owner: { list: "/login-home/notice" },
  operations: noticeOperations,
  apply: {
    addNotice,
    updateNotice,
    pinNotice,
    attachNoticePdf: (input, { filePath }) => attachNoticePdf(input._id, filePath),
    removeNoticePdf: (input) => removeNoticePdf(input._id),
  } satisfies BinnedBindings<typeof noticeOperations>,
});

// ---- The owner's notice board: every notice, pinned or not

export function ownerNoticesLoader({ request }: LoaderFunctionArgs) {
  const today = calendarDay();
  return ownerList(request, noticeKind, listNotices, (notice, lang) => ({
    ...viewOfNotice(notice, lang),
    onBoard: !notice.showUntil || notice.showUntil >= today,
  }));
}

export function ownerNoticesAction(args: ActionFunctionArgs) {
  const list = new URL(args.request.url).pathname;
  return ownerFormByIntent(args, {
    delete: { operation: "deleteNotice", successTo: list },
    pin: { operation: "pinNotice", successTo: backToList(list) },
  });
}

// ---- A notice, to change

export const { loader: ownerNoticeLoader, action: ownerNoticeAction } = ownerEditPage(noticeKind, {
  find: findNotice,
  view: (notice) => ({ id: notice.id, hasAttachment: notice.attachmentKey !== null }),
  update: "updateNotice",
});

// ---- A notice's PDF (a circular, a form to fill), sent on a page of its own

export async function noticePdfLoader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const notice = await findNotice(params.id ?? "");
  if (!notice) throw notFound();
  return viewOfNotice(notice, lang);
}

export function noticePdfAction(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return ownerForm(args, "attachNoticePdf", { fixed: { _id: id }, successTo: `/login-home/notice/${id}/attachment` });
}

// ---- Take a notice's PDF off

export async function removeNoticePdfLoader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  return redirect(`/login-home/notice/${params.id ?? ""}/attachment`);
}

export function removeNoticePdfAction(args: ActionFunctionArgs) {
  const id = args.params.id ?? "";
  return ownerForm(args, "removeNoticePdf", { fixed: { _id: id }, successTo: `/login-home/notice/${id}/attachment` });
}

// ---- A new notice

export const { loader: newNoticeLoader, action: newNoticeAction } = ownerAddPage(noticeKind, "addNotice");

// ---- The public notice board, /updates

export async function boardNoticesLoader({ request }: LoaderFunctionArgs) {
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

// ---- A notice's own page, /updates/<id>, to link to and pass on in WhatsApp

export async function noticeLoader({ request, params }: LoaderFunctionArgs) {
  const notice = await findNotice(params.id ?? "");
  if (!notice) throw new Response("Not Found", { status: 404 });
  return viewOfNotice(notice, langOfRequest(request));
}
