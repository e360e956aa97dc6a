import { workCounterForApi } from "~/models/api-records.server";
import { updateWorkCounter } from "~/models/work-counter.server";
import { apiWrite } from "~/services/api.server";

const call = apiWrite({
  method: "PUT",
  catalogue: "updateWork",
  successMessage: "Work Details Updated",
  apply: updateWorkCounter,
  present: workCounterForApi,
});

export const loader = call.loader;
export const action = call.action;
