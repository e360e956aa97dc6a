// The public notice board, /updates (kinds/notice/).
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { boardNoticesLoader as loader } from "~/kinds/notice/notice.server";
export { boardNoticesMeta as meta, BoardNoticesPage as default } from "~/kinds/notice/notice";
