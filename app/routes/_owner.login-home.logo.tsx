import { trustPhotoMeta, trustPhotoPage } from "~/components/trust-photo-page";
import { takesUploads } from "~/http/route-handle";
import { trustPhotoAction, trustPhotoLoader } from "~/http/trust-photo-pages.server";

export const meta = trustPhotoMeta("logo");
export const handle = takesUploads;
export const loader = trustPhotoLoader("logo");
export const action = trustPhotoAction("logo");
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export default trustPhotoPage("logo");
