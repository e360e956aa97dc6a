import { removeWorkCounter } from "~/models/work-counter.server";
import { apiWrite } from "~/services/api.server";

// DELETE with the _id in a JSON body, as the original client sends it.
const call = apiWrite({
  method: "DELETE",
  catalogue: "deleteWork",
  successMessage: "Work Details Deleted",
  apply: removeWorkCounter,
});

export const loader = call.loader;
export const action = call.action;
