// The camps and events (kinds/event/): /events, and each at /events/<id>, in both languages.
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { eventsLoader as loader } from "~/kinds/event/event.server";
export { eventsMeta as meta, EventsPage as default } from "~/kinds/event/event";
