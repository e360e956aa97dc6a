// A new team member (kinds/team-member/).
export { takesUploads as handle } from "~/http/route-handle";
export { newTeamMemberLoader as loader, newTeamMemberAction as action } from "~/kinds/team-member/team-member.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { newTeamMemberMeta as meta, NewTeamMemberPage as default } from "~/kinds/team-member/team-member";
