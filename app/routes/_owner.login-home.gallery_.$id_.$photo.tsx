// A gallery photo's caption, to change (kinds/gallery/).
export { galleryPhotoCaptionLoader as loader, galleryPhotoCaptionAction as action } from "~/kinds/gallery/gallery.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { galleryPhotoCaptionMeta as meta, GalleryPhotoCaptionPage as default } from "~/kinds/gallery/gallery";
