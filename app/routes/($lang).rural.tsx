// The rural education programme's page, /rural (kinds/programme/).
import { programmeLoader } from "~/kinds/programme/programme.server";
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { programmeMeta as meta, ProgrammePage as default } from "~/kinds/programme/programme";
export const loader = programmeLoader("rural");
