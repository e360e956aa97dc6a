import { findPhotoStory } from "~/kinds/photo-story/photo-story.server";
import { apiFind } from "~/http/api.server";
import { photoStoryForApi } from "~/http/api-records.server";

// GET /api/v1/content/get_Contents_Update/{id} for API clients (the server routes them here):
// one photo story, read by the owner's client to fill its edit form.
export const loader = apiFind(findPhotoStory, photoStoryForApi);
export const action = loader;
