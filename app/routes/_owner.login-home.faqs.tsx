// The owner's questions: the list, ordered, and the form that adds one (kinds/faq/).
export { ownerFaqsLoader as loader, ownerFaqsAction as action } from "~/kinds/faq/faq.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerFaqsMeta as meta, OwnerFaqsPage as default } from "~/kinds/faq/faq";
