import { removeTrustPhotoMeta, removeTrustPhotoPage } from "~/components/trust-photo-page";
import { removeTrustPhotoAction, removeTrustPhotoLoader } from "~/http/trust-photo-pages.server";

export const meta = removeTrustPhotoMeta("upiQr");
export const loader = removeTrustPhotoLoader("upiQr");
export const action = removeTrustPhotoAction("upiQr");
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export default removeTrustPhotoPage("upiQr");
