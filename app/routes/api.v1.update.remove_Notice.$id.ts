import { apiOperation } from "~/http/api.server";

// DELETE with the _id in the path, as the original client sends it for notices.
export const loader = apiOperation("deleteNotice", { method: "DELETE", idInPath: true });
export const action = loader;
