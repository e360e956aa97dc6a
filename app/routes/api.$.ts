import { english, said } from "~/i18n/said";
import { apiRefusal } from "~/http/api.server";

// Any /api path no call claims answers in the API's own envelope, never an HTML page.
export const loader = () => apiRefusal(404, english(said.notFound));
export const action = loader;
