// A notice's PDF (a circular, a form to fill), sent on a page of its own (kinds/notice/).
export { takesUploads as handle } from "~/http/route-handle";
export { noticePdfLoader as loader, noticePdfAction as action } from "~/kinds/notice/notice.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { noticePdfMeta as meta, NoticePdfPage as default } from "~/kinds/notice/notice";
