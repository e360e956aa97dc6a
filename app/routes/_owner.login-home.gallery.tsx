// The owner's gallery: its groups, ordered, and the form that adds one (kinds/gallery/).
export { ownerGalleryGroupsLoader as loader, ownerGalleryGroupsAction as action } from "~/kinds/gallery/gallery.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerGalleryGroupsMeta as meta, OwnerGalleryGroupsPage as default } from "~/kinds/gallery/gallery";
