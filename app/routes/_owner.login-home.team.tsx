// The owner's team: the list, ordered (kinds/team-member/).
export { ownerTeamLoader as loader, ownerTeamAction as action } from "~/kinds/team-member/team-member.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerTeamMeta as meta, OwnerTeamPage as default } from "~/kinds/team-member/team-member";
