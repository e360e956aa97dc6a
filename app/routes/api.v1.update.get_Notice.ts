import { listNotices } from "~/kinds/notice/notice.server";
import { apiList } from "~/http/api.server";
import { noticeForApi } from "~/http/api-records.server";

export const loader = apiList("owner", listNotices, noticeForApi);
export const action = loader;
