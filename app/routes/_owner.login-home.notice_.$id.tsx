// A notice, to change (kinds/notice/).
export { ownerNoticeLoader as loader, ownerNoticeAction as action } from "~/kinds/notice/notice.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerNoticeMeta as meta, OwnerNoticePage as default } from "~/kinds/notice/notice";
