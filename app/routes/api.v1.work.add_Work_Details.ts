import { apiOperation } from "~/http/api.server";
import { workCounterForApi } from "~/http/api-records.server";

export const loader = apiOperation("addWorkCounter", { method: "POST", present: workCounterForApi });
export const action = loader;
