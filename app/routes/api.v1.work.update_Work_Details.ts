import { apiOperation } from "~/http/api.server";
import { workCounterForApi } from "~/http/api-records.server";

export const loader = apiOperation("updateWorkCounter", { method: "PUT", present: workCounterForApi });
export const action = loader;
