// A new notice (kinds/notice/).
export { newNoticeLoader as loader, newNoticeAction as action } from "~/kinds/notice/notice.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { newNoticeMeta as meta, NewNoticePage as default } from "~/kinds/notice/notice";
