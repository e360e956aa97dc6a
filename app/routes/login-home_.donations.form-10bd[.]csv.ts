import type { LoaderFunctionArgs } from "@remix-run/node";
import { financialYearSpan } from "~/domain/donation";
import { verifiedDonationsOf } from "~/domain/donation.server";
import { form10bdCsv } from "~/domain/form-10bd";
import { readTrustDetails } from "~/domain/trust.server";
import { PRIVATE_NO_STORE } from "~/http/cache-headers";
import { readsOnly, refusedFile } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";

// The verified donations of a financial year as Form 10BD's upload file (domain/form-10bd.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const year = new URL(request.url).searchParams.get("year") ?? "";
  if (!financialYearSpan(year)) throw refusedFile(400, "Choose a financial year, such as 2026-27.");
  const [donations, trust] = await Promise.all([verifiedDonationsOf(year), readTrustDetails()]);
  return new Response(form10bdCsv(donations, { reg80G: trust?.reg80G ?? null, reg80GIssuedOn: trust?.reg80GIssuedOn ?? null }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="form-10bd-${year}.csv"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

export const action = readsOnly;
