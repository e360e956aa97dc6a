import { findPhotoStory, photoStoryForApi } from "~/models/photo-story.server";
import { apiCall } from "~/services/api.server";
import { NOT_FOUND } from "~/services/messages";
import { refusal, success } from "~/services/outcome";

// GET /api/v1/content/get_Contents_Update/{id} for API clients (the server routes them here):
// one photo story, read by the owner's client to fill its edit form.
const call = apiCall({
  method: "GET",
  catalogue: "read",
  auth: "bearer",
  run: async ({ params }) => {
    const story = await findPhotoStory(params.id ?? "");
    return story ? success(photoStoryForApi(story)) : refusal(404, NOT_FOUND);
  },
});

export const loader = call.loader;
export const action = call.action;
