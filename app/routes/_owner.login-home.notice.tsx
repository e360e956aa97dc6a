// The owner's notice board: every notice, pinned or not (kinds/notice/).
export { ownerNoticesLoader as loader, ownerNoticesAction as action } from "~/kinds/notice/notice.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerNoticesMeta as meta, OwnerNoticesPage as default } from "~/kinds/notice/notice";
