import { removePhotoStory } from "~/models/photo-story.server";
import { apiWrite } from "~/services/api.server";

const call = apiWrite({
  method: "DELETE",
  catalogue: "deleteContent",
  successMessage: "Content Deleted",
  apply: removePhotoStory,
});

export const loader = call.loader;
export const action = call.action;
