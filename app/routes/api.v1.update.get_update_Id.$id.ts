import { noticeForApi } from "~/models/api-records.server";
import { findNotice } from "~/models/notice.server";
import { apiCall } from "~/services/api.server";
import { NOT_FOUND } from "~/services/messages";
import { refusal, success } from "~/services/outcome";

const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "bearer",
  run: async ({ params }) => {
    const notice = await findNotice(params.id ?? "");
    return notice ? success(noticeForApi(notice)) : refusal(404, NOT_FOUND);
  },
});

export const loader = call.loader;
export const action = call.action;
