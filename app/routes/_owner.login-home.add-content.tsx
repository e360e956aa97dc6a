// A new photo story (kinds/photo-story/).
export { takesUploads as handle } from "~/http/route-handle";
export { newPhotoStoryLoader as loader, newPhotoStoryAction as action } from "~/kinds/photo-story/photo-story.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { newPhotoStoryMeta as meta, NewPhotoStoryPage as default } from "~/kinds/photo-story/photo-story";
