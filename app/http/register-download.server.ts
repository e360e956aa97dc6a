import { financialYearSpan } from "~/domain/donation";
import { donationsOfYear } from "~/domain/donation.server";
import { PRIVATE_NO_STORE } from "./cache-headers";
import { refusedFile } from "./refusal-page";
import { requireOwner } from "./session.server";

/** The owner's, and a financial year such as 2026-27 (400 for anything else), with its donations. */
export async function yearOfRegister(request: Request) {
  await requireOwner(request);
  const year = new URL(request.url).searchParams.get("year") ?? "";
  if (!financialYearSpan(year)) throw refusedFile(400, "Choose a financial year, such as 2026-27.");
  return { year, donations: await donationsOfYear(year) };
}

/** A file of the register, downloaded, never kept by a cache. */
export function registerDownload(body: string | Uint8Array<ArrayBuffer>, type: string, filename: string): Response {
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": PRIVATE_NO_STORE },
  });
}
