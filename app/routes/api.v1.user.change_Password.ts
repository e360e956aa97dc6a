import { changePassword } from "~/models/owner.server";
import { apiCall, withBody } from "~/services/api.server";
import { success } from "~/services/outcome";

// Ends every session of the owner, this token's too.
const call = apiCall({
  method: "PUT",
  catalogue: "changePassword",
  auth: "bearer",
  successMessage: "Password Changed",
  run: ({ request, session, address }) =>
    withBody(request, async (body) => {
      const changed = await changePassword(session.owner, body, { address, device: null });
      return changed.ok ? success(null) : changed;
    }),
});

export const loader = call.loader;
export const action = call.action;
