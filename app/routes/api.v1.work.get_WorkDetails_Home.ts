import { listWorkCounters } from "~/kinds/work-counter/work-counter.server";
import { API_PUBLIC_CACHE, apiList } from "~/http/api.server";
import { workCounterForApi } from "~/http/api-records.server";

export const loader = apiList("anyone", listWorkCounters, workCounterForApi, API_PUBLIC_CACHE);
export const action = loader;
