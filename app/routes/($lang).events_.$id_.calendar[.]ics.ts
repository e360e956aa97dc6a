// An event's "Add to calendar" file (kinds/event/).
export { calendarLoader as loader } from "~/kinds/event/event.server";
export { readsOnly as action } from "~/http/refusal-page";
