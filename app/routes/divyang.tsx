import { ProgrammePage, programmeMeta } from "~/components/programme-page";
import { publicPageHeaders } from "~/services/http-cache";

export const meta = programmeMeta("divyang");
export const headers = publicPageHeaders;

export default function Programme() {
  return <ProgrammePage slug="divyang" />;
}
