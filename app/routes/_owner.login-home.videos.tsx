// The owner's videos: the list, ordered, and the form that adds one (kinds/video/).
export { ownerVideosLoader as loader, ownerVideosAction as action } from "~/kinds/video/video.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerVideosMeta as meta, OwnerVideosPage as default } from "~/kinds/video/video";
