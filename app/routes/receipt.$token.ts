import type { LoaderFunctionArgs } from "@remix-run/node";
import { donationOfReceiptLink } from "~/domain/donation.server";
import { receiptAnswer } from "~/http/receipt-answer.server";
import { notFound, readsOnly } from "~/http/refusal-page";

// The donor's private receipt link: the unguessable token is the key, until the owner takes it back.
export async function loader({ params }: LoaderFunctionArgs) {
  const donation = await donationOfReceiptLink(params.token ?? "");
  if (!donation) throw notFound();
  return receiptAnswer(donation);
}

export const action = readsOnly;
