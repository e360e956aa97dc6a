// A gallery group: its photos, ordered, and its name (kinds/gallery/).
export { ownerGalleryGroupLoader as loader, ownerGalleryGroupAction as action } from "~/kinds/gallery/gallery.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerGalleryGroupMeta as meta, OwnerGalleryGroupPage as default } from "~/kinds/gallery/gallery";
