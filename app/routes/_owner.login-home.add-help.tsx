// A new work counter (kinds/work-counter/).
export { newWorkCounterLoader as loader, newWorkCounterAction as action } from "~/kinds/work-counter/work-counter.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { newWorkCounterMeta as meta, NewWorkCounterPage as default } from "~/kinds/work-counter/work-counter";
