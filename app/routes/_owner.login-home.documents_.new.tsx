// A new document, with its PDF (kinds/document/).
export { takesUploads as handle } from "~/http/route-handle";
export { newDocumentLoader as loader, newDocumentAction as action } from "~/kinds/document/document.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { newDocumentMeta as meta, NewDocumentPage as default } from "~/kinds/document/document";
