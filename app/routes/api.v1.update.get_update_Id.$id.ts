import { findNotice } from "~/kinds/notice/notice.server";
import { apiFind } from "~/http/api.server";
import { noticeForApi } from "~/http/api-records.server";

export const loader = apiFind(findNotice, noticeForApi);
export const action = loader;
