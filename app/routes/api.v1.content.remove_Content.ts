import { apiOperation } from "~/http/api.server";

export const loader = apiOperation("deletePhotoStory", { method: "DELETE" });
export const action = loader;
