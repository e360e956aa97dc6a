import { apiOperation } from "~/http/api.server";
import { photoStoryForApi } from "~/http/api-records.server";
import { takesUploads } from "~/http/route-handle";

// multipart/form-data with details and image, through the same photo pipeline as the owner's form.
export const handle = takesUploads;

export const loader = apiOperation("addPhotoStory", { method: "POST", present: photoStoryForApi });
export const action = loader;
