import { NOT_FOUND } from "~/domain/messages";
import { apiRefusal } from "~/http/api.server";

// Any /api path no call claims answers in the API's own envelope, never an HTML page.
export const loader = () => apiRefusal(404, NOT_FOUND);
export const action = loader;
