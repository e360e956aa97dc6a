import { apiOperation } from "~/http/api.server";
import { workCounterForApi } from "~/http/api-records.server";

export const loader = apiOperation("updateWork", { method: "PUT", present: workCounterForApi });
export const action = loader;
