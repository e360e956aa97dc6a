// A new photo in a gallery group (kinds/gallery/).
export { takesUploads as handle } from "~/http/route-handle";
export { newGalleryPhotoLoader as loader, newGalleryPhotoAction as action } from "~/kinds/gallery/gallery.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { newGalleryPhotoMeta as meta, NewGalleryPhotoPage as default } from "~/kinds/gallery/gallery";
