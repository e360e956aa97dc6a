// The owner's work counters: the list, ordered (kinds/work-counter/).
export { ownerWorkCountersLoader as loader, ownerWorkCountersAction as action } from "~/kinds/work-counter/work-counter.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerWorkCountersMeta as meta, OwnerWorkCountersPage as default } from "~/kinds/work-counter/work-counter";
