import { noticeForApi } from "~/models/api-records.server";
import { addNotice } from "~/models/notice.server";
import { apiWrite } from "~/services/api.server";

const call = apiWrite({
  method: "POST",
  catalogue: "addNotice",
  successMessage: "Notice Added",
  apply: addNotice,
  present: noticeForApi,
});

export const loader = call.loader;
export const action = call.action;
