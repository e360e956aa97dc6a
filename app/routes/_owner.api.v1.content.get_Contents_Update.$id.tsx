// The owner's page that changes a photo story (kinds/photo-story/). The original product used
// this URL for a page and for an API call alike: the server sends API clients to
// api.v1.content.get_Contents_Update_json.$id.ts.
export { takesUploads as handle } from "~/http/route-handle";
export { ownerPhotoStoryLoader as loader, ownerPhotoStoryAction as action } from "~/kinds/photo-story/photo-story.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerPhotoStoryMeta as meta, OwnerPhotoStoryPage as default } from "~/kinds/photo-story/photo-story";
