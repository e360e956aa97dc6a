import type { LoaderFunctionArgs } from "@remix-run/node";
import { registerRows } from "~/domain/register-export";
import { readsOnly } from "~/http/refusal-page";
import { registerDownload, yearOfRegister } from "~/http/register-download.server";
import { workbookOf } from "~/http/workbook.server";

// The whole year's register, every donation, as an Excel workbook for the accountant.
export async function loader({ request }: LoaderFunctionArgs) {
  const { year, donations } = await yearOfRegister(request);
  const workbook = await workbookOf(`Donations ${year}`, registerRows(donations));
  return registerDownload(workbook, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", `donations-register-${year}.xlsx`);
}

export const action = readsOnly;
