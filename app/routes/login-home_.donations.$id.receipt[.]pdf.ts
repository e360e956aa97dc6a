import type { LoaderFunctionArgs } from "@remix-run/node";
import { readDonation } from "~/domain/donation.server";
import { receiptAnswer } from "~/http/receipt-answer.server";
import { notFound, readsOnly } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

// The owner's copy of a donation's 80G receipt: a verified donation's, or a cancelled one's, marked so.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const donation = await readDonation(params.id ?? "");
  if (donation?.status !== "verified" && donation?.status !== "cancelled") throw notFound();
  return receiptAnswer(donation);
}

export const action = readsOnly;
