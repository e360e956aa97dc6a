// The public annual reports, /annual-report (kinds/document/).
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { annualReportsLoader as loader } from "~/kinds/document/document.server";
export { annualReportsMeta as meta, AnnualReportsPage as default } from "~/kinds/document/document";
