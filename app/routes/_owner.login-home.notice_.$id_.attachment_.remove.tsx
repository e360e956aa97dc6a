// Take a notice's PDF off (kinds/notice/).
export { removeNoticePdfLoader as loader, removeNoticePdfAction as action } from "~/kinds/notice/notice.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { removeNoticePdfMeta as meta, RemoveNoticePdfPage as default } from "~/kinds/notice/notice";
