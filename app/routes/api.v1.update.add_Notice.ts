import { apiOperation } from "~/http/api.server";
import { noticeForApi } from "~/http/api-records.server";

export const loader = apiOperation("addNotice", { method: "POST", present: noticeForApi });
export const action = loader;
