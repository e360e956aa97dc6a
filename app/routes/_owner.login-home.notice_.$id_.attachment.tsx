// A notice's PDF (a circular, a form to fill), sent on a page of its own (kinds/notice/).
export { takesUploads as handle } from "~/http/route-handle";
export { noticePdfLoader as loader, noticePdfAction as action } from "~/kinds/notice/notice.server";
export { noticePdfMeta as meta, NoticePdfPage as default } from "~/kinds/notice/notice";
