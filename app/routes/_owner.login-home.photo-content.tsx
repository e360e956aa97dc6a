// The owner's photo stories: the list, ordered, and which the home page's carousel shows (kinds/photo-story/).
export { ownerPhotoStoriesLoader as loader, ownerPhotoStoriesAction as action } from "~/kinds/photo-story/photo-story.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerPhotoStoriesMeta as meta, OwnerPhotoStoriesPage as default } from "~/kinds/photo-story/photo-story";
