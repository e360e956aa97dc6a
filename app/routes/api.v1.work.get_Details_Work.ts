import { workCounterForApi } from "~/models/api-records.server";
import { listWorkCounters } from "~/models/work-counter.server";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";

const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "bearer",
  run: async () => success((await listWorkCounters()).map(workCounterForApi)),
});

export const loader = call.loader;
export const action = call.action;
