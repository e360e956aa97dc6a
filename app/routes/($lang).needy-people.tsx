// The charity for needy people programme's page, /needy-people (kinds/programme/).
import { programmeLoader } from "~/kinds/programme/programme.server";
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { programmeMeta as meta, ProgrammePage as default } from "~/kinds/programme/programme";
export const loader = programmeLoader("needy-people");
