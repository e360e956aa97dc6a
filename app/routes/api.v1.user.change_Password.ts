import { apiOperation } from "~/http/api.server";

// Ends every session of the owner, this token's too.
export const loader = apiOperation("changePassword", { method: "PUT" });
export const action = loader;
