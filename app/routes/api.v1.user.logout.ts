import { apiOperation } from "~/http/api.server";

export const loader = apiOperation("logout", { method: "POST" });
export const action = loader;
