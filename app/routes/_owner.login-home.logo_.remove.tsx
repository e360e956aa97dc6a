import { removeTrustPhotoMeta, removeTrustPhotoPage } from "~/components/trust-photo-page";
import { removeTrustPhotoAction, removeTrustPhotoLoader } from "~/http/trust-photo-pages.server";

export const meta = removeTrustPhotoMeta("logo");
export const loader = removeTrustPhotoLoader("logo");
export const action = removeTrustPhotoAction("logo");
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export default removeTrustPhotoPage("logo");
