// A file sent ahead of its form: how much has arrived, and its pieces (http/incoming-files.server.ts).
export { takesUploads as handle } from "~/http/route-handle";
export { arrivedLoader as loader, pieceAction as action } from "~/http/incoming-files.server";
