// A new notice (kinds/notice/).
export { newNoticeLoader as loader, newNoticeAction as action } from "~/kinds/notice/notice.server";
export { newNoticeMeta as meta, NewNoticePage as default } from "~/kinds/notice/notice";
