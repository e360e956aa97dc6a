import { apiOperation } from "~/http/api.server";
import { photoStoryForApi } from "~/http/api-records.server";
import { takesUploads } from "~/http/route-handle";

// multipart/form-data with _id, details and, optionally, a new image.
export const handle = takesUploads;

export const loader = apiOperation("updatePhotoStory", { method: "PUT", present: photoStoryForApi });
export const action = loader;
