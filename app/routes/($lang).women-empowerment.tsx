// The women's empowerment programme's page, /women-empowerment (kinds/programme/).
import { programmeLoader } from "~/kinds/programme/programme.server";
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { programmeMeta as meta, ProgrammePage as default } from "~/kinds/programme/programme";
export const loader = programmeLoader("women-empowerment");
