import { apiOperation } from "~/http/api.server";

// DELETE with the _id in a JSON body, as the original client sends it.
export const loader = apiOperation("deleteWorkCounter", { method: "DELETE" });
export const action = loader;
