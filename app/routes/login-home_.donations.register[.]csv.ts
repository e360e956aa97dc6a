import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvOf } from "~/domain/csv";
import { registerRows } from "~/domain/register-export";
import { readsOnly } from "~/http/refusal-page";
import { registerDownload, yearOfRegister } from "~/http/register-download.server";

// The whole year's register, every donation, as CSV for the accountant (domain/register-export.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  const { year, donations } = await yearOfRegister(request);
  return registerDownload(csvOf(registerRows(donations)), "text/csv; charset=utf-8", `donations-register-${year}.csv`);
}

export const action = readsOnly;
