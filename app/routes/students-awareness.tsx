import { ProgrammePage, programmeMeta } from "~/components/programme-page";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta = programmeMeta("students-awareness");
export const headers = publicPageHeaders;

export default function Programme() {
  return <ProgrammePage slug="students-awareness" />;
}
