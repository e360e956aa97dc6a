import { listWorkCounters } from "~/kinds/work-counter/work-counter.server";
import { apiList } from "~/http/api.server";
import { workCounterForApi } from "~/http/api-records.server";

export const loader = apiList("owner", listWorkCounters, workCounterForApi);
export const action = loader;
