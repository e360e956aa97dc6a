import { apiOperation } from "~/http/api.server";

// The refreshToken is a bearer token of the same session store as the login cookie.
export const loader = apiOperation("login", { method: "POST", present: ({ token }) => ({ refreshToken: token }) });
export const action = loader;
