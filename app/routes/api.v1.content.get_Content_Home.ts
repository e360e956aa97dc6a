import { listPhotoStories, photoStoryForApi } from "~/models/photo-story.server";
import { API_PUBLIC_CACHE } from "~/services/api-envelope.server";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";

// The home carousel's images, newest first (details ride along as alt text).
const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "public",
  cacheControl: API_PUBLIC_CACHE,
  run: async () =>
    success((await listPhotoStories()).map((story) => {
      const { image, details } = photoStoryForApi(story);
      return { image, details };
    })),
});

export const loader = call.loader;
export const action = call.action;
