import { listPhotoStories } from "~/kinds/photo-story/photo-story.server";
import { apiList } from "~/http/api.server";
import { photoStoryForApi } from "~/http/api-records.server";

export const loader = apiList("owner", listPhotoStories, photoStoryForApi);
export const action = loader;
