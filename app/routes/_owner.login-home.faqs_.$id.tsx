// The owner's question, to change (kinds/faq/).
export { ownerFaqLoader as loader, ownerFaqAction as action } from "~/kinds/faq/faq.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerFaqMeta as meta, OwnerFaqPage as default } from "~/kinds/faq/faq";
