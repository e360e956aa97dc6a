import { apiCall, withBody } from "~/services/api.server";
import { checkLogin } from "~/services/auth.server";
import { success } from "~/services/outcome";
import { startSession } from "~/services/session.server";

// The refreshToken is a bearer token of the same session store as the login cookie.
const call = apiCall({
  method: "POST",
  catalogue: "login",
  auth: "public",
  successMessage: "Login Successful",
  run: ({ request, address }) =>
    withBody(request, async (body) => {
      const login = await checkLogin(body, { address, device: null });
      return login.ok ? success({ refreshToken: await startSession(login.value.id) }) : login;
    }),
});

export const loader = call.loader;
export const action = call.action;
