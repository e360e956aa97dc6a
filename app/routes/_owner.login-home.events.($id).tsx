// The owner's camps and events (kinds/event/): the list, a new one, and each one.
export { takesUploads as handle } from "~/http/route-handle";
export { ownerEventsLoader as loader, ownerEventsAction as action } from "~/kinds/event/event.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerEventsMeta as meta, OwnerEventsPage as default } from "~/kinds/event/event";
