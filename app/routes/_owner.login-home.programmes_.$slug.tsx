// A programme, to change (kinds/programme/).
export { takesUploads as handle } from "~/http/route-handle";
export { ownerProgrammeLoader as loader, ownerProgrammeAction as action } from "~/kinds/programme/programme.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerProgrammeMeta as meta, OwnerProgrammePage as default } from "~/kinds/programme/programme";
