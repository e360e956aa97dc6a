// The public team page, /teams (kinds/team-member/).
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { teamLoader as loader } from "~/kinds/team-member/team-member.server";
export { teamMeta as meta, TeamPage as default } from "~/kinds/team-member/team-member";
