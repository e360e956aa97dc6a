import { listPhotoStories, photoStoryForApi } from "~/models/photo-story.server";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";

const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "bearer",
  run: async () => success((await listPhotoStories()).map((story) => photoStoryForApi(story))),
});

export const loader = call.loader;
export const action = call.action;
