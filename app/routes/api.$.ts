import { apiFailure } from "~/services/api-envelope.server";
import { NOT_FOUND } from "~/services/messages";

// Any /api path no call claims answers in the API's own envelope, never an HTML page.
export function loader() {
  return apiFailure(404, NOT_FOUND);
}

export function action() {
  return apiFailure(404, NOT_FOUND);
}
