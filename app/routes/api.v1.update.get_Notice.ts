import { noticeForApi } from "~/models/api-records.server";
import { listNotices } from "~/models/notice.server";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";

const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "bearer",
  run: async () => success((await listNotices()).map(noticeForApi)),
});

export const loader = call.loader;
export const action = call.action;
