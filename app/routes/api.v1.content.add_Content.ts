import { addPhotoStoryFrom, photoStoryForApi } from "~/models/photo-story.server";
import { apiCall } from "~/services/api.server";
import { success } from "~/services/outcome";
import { readPhotoForm } from "~/services/uploads.server";

// multipart/form-data with details and image, through the same photo pipeline as the owner's form.
const call = apiCall({
  method: "POST",
  catalogue: "addContent",
  auth: "bearer",
  successMessage: "Content Added",
  run: async ({ request }) => {
    const form = await readPhotoForm(request);
    if (!form.ok) return form;
    const added = await addPhotoStoryFrom(form.value);
    return added.ok ? success(photoStoryForApi(added.value)) : added;
  },
});

export const loader = call.loader;
export const action = call.action;
