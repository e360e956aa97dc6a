import type { Donation } from "@prisma/client";
import { receiptNumberOf } from "~/domain/donation";
import { lawOfDay } from "~/domain/receipt-law.server";
import { receiptPdf } from "~/domain/receipt.server";
import { readTrustDetails } from "~/domain/trust.server";
import { PRIVATE_NO_STORE } from "./cache-headers";

/** A verified donation's receipt as the browser opens it: never kept by any cache, never indexed. */
export async function receiptAnswer(donation: Donation): Promise<Response> {
  const pdf = await receiptPdf(donation, await readTrustDetails(), await lawOfDay(donation.givenOn));
  const file = `receipt-${(receiptNumberOf(donation) ?? "").replace("/", "-")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${file}"`,
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Robots-Tag": "noindex",
    },
  });
}
