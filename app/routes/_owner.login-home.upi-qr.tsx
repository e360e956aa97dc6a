import { trustPhotoMeta, trustPhotoPage } from "~/components/trust-photo-page";
import { takesUploads } from "~/http/route-handle";
import { trustPhotoAction, trustPhotoLoader } from "~/http/trust-photo-pages.server";

export const meta = trustPhotoMeta("upiQr");
export const handle = takesUploads;
export const loader = trustPhotoLoader("upiQr");
export const action = trustPhotoAction("upiQr");
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export default trustPhotoPage("upiQr");
