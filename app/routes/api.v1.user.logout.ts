import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";
import { endSession } from "~/services/session.server";

const call = apiCall({
  method: "POST",
  catalogue: "logout",
  auth: "bearer",
  successMessage: "Logged Out",
  run: async ({ session }) => {
    await endSession(session.token);
    return success(null);
  },
});

export const loader = call.loader;
export const action = call.action;
