import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { TRUST_PHOTOS, type TrustPhoto } from "~/components/trust-photo-page";
import { viewOfTrust } from "~/domain/trust";
import { readTrustDetails } from "~/domain/trust.server";
import { ownerForm } from "./owner-forms.server";
import { requireOwner } from "./session.server";

// The trust's logo and the bank's UPI QR code: the page that uploads one, and the address that removes it.

export function trustPhotoLoader(which: TrustPhoto) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireOwner(request);
    return { photo: viewOfTrust(await readTrustDetails())[which] };
  };
}

export const trustPhotoAction = (which: TrustPhoto) => (args: ActionFunctionArgs) => ownerForm(args, TRUST_PHOTOS[which].save);

/** The remove address is only posted to; opened, it goes back to the photo's page. */
export function removeTrustPhotoLoader(which: TrustPhoto) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireOwner(request);
    return redirect(TRUST_PHOTOS[which].page);
  };
}

export const removeTrustPhotoAction = (which: TrustPhoto) => (args: ActionFunctionArgs) => ownerForm(args, TRUST_PHOTOS[which].remove);
