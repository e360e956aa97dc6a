// A team member, to change (kinds/team-member/).
export { takesUploads as handle } from "~/http/route-handle";
export { ownerTeamMemberLoader as loader, ownerTeamMemberAction as action } from "~/kinds/team-member/team-member.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerTeamMemberMeta as meta, OwnerTeamMemberPage as default } from "~/kinds/team-member/team-member";
