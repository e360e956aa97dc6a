// The owner's five programmes, each to change (kinds/programme/).
export { ownerProgrammesLoader as loader } from "~/kinds/programme/programme.server";
export { ownerProgrammesMeta as meta, OwnerProgrammesPage as default } from "~/kinds/programme/programme";
