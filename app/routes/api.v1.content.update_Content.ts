import { photoStoryForApi, updatePhotoStoryFrom } from "~/models/photo-story.server";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";
import { readPhotoForm } from "~/services/uploads.server";

// multipart/form-data with _id, details and, optionally, a new image.
const call = apiCall({
  method: "PUT",
  catalogue: "updateContent",
  auth: "bearer",
  successMessage: "Content Updated",
  run: async ({ request }) => {
    const form = await readPhotoForm(request);
    if (!form.ok) return form;
    const updated = await updatePhotoStoryFrom(form.value);
    return updated.ok ? success(photoStoryForApi(updated.value)) : updated;
  },
});

export const loader = call.loader;
export const action = call.action;
