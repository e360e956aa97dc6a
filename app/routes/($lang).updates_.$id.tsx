// A notice's own page, /updates/<id>, to link to and pass on in WhatsApp (kinds/notice/).
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { noticeLoader as loader } from "~/kinds/notice/notice.server";
export { noticeMeta as meta, NoticePage as default } from "~/kinds/notice/notice";
