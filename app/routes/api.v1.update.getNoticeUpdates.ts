import { listBoardNotices } from "~/kinds/notice/notice.server";
import { API_PUBLIC_CACHE, apiList } from "~/http/api.server";
import { noticeForApi } from "~/http/api-records.server";

// The public board, as the site shows it: pinned first, none past its show-until day.
export const loader = apiList("anyone", () => listBoardNotices(), noticeForApi, API_PUBLIC_CACHE);
export const action = loader;
