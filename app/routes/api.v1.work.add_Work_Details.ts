import { workCounterForApi } from "~/models/api-records.server";
import { addWorkCounter } from "~/models/work-counter.server";
import { apiWrite } from "~/services/api.server";

const call = apiWrite({
  method: "POST",
  catalogue: "addWork",
  successMessage: "Work Details Added",
  apply: addWorkCounter,
  present: workCounterForApi,
});

export const loader = call.loader;
export const action = call.action;
