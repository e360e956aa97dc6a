import { apiOperation } from "~/http/api.server";

export const loader = apiOperation("deleteContent", { method: "DELETE" });
export const action = loader;
