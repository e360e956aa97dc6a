// The owner's documents: the list, ordered (kinds/document/).
export { ownerDocumentsLoader as loader, ownerDocumentsAction as action } from "~/kinds/document/document.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerDocumentsMeta as meta, OwnerDocumentsPage as default } from "~/kinds/document/document";
