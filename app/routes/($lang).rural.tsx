import type { LoaderFunctionArgs } from "@remix-run/node";
import { ProgrammePage, programmeMeta } from "~/components/programme-page";
import { programmePage } from "~/kinds/programme/programme.server";
import { publicPageHeaders } from "~/http/cache-headers";
import { langOfRequest } from "~/i18n/texts";

export const meta = programmeMeta;
export const headers = publicPageHeaders;
export const loader = ({ request }: LoaderFunctionArgs) => programmePage("rural", langOfRequest(request));

export default ProgrammePage;
