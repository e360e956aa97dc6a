import { listNotices } from "~/domain/notice.server";
import { API_PUBLIC_CACHE, apiList } from "~/http/api.server";
import { noticeForApi } from "~/http/api-records.server";

export const loader = apiList("anyone", listNotices, noticeForApi, API_PUBLIC_CACHE);
export const action = loader;
