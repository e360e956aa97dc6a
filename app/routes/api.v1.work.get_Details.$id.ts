import { workCounterForApi } from "~/models/api-records.server";
import { findWorkCounter } from "~/models/work-counter.server";
import { apiCall } from "~/services/api.server";
import { NOT_FOUND } from "~/services/messages";
import { refusal, success } from "~/services/outcome";

const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "bearer",
  run: async ({ params }) => {
    const counter = await findWorkCounter(params.id ?? "");
    return counter ? success(workCounterForApi(counter)) : refusal(404, NOT_FOUND);
  },
});

export const loader = call.loader;
export const action = call.action;
