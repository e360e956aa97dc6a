import { removeNotice } from "~/models/notice.server";
import { readOwnerInput } from "~/models/owner-input";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";

// DELETE with the _id in the path, as the original client sends it for notices.
const call = apiCall({
  method: "DELETE",
  catalogue: "deleteNotice",
  auth: "bearer",
  successMessage: "Notice Deleted",
  run: async ({ params }) => {
    const input = readOwnerInput("deleteNotice", { _id: params.id });
    if (!input.ok) return input;
    const removed = await removeNotice(input.value);
    return removed.ok ? success(null) : removed;
  },
});

export const loader = call.loader;
export const action = call.action;
