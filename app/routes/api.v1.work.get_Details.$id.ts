import { findWorkCounter } from "~/kinds/work-counter/work-counter.server";
import { apiFind } from "~/http/api.server";
import { workCounterForApi } from "~/http/api-records.server";

export const loader = apiFind(findWorkCounter, workCounterForApi);
export const action = loader;
