import { noticeForApi } from "~/models/api-records.server";
import { updateNotice } from "~/models/notice.server";
import { apiWrite } from "~/services/api.server";

const call = apiWrite({
  method: "PUT",
  catalogue: "updateNotice",
  successMessage: "Notice Updated",
  apply: updateNotice,
  present: noticeForApi,
});

export const loader = call.loader;
export const action = call.action;
