// A work counter, to change (kinds/work-counter/).
export { ownerWorkCounterLoader as loader, ownerWorkCounterAction as action } from "~/kinds/work-counter/work-counter.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerWorkCounterMeta as meta, OwnerWorkCounterPage as default } from "~/kinds/work-counter/work-counter";
