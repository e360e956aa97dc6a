// A file sent ahead of its form begins here (http/incoming-files.server.ts).
export { postsOnly as loader } from "~/http/refusal-page";
export { beginIncomingAction as action } from "~/http/incoming-files.server";
