import { LATE_AFTER_MS, readOffsiteStatus } from "./offsite-status.server.mjs";
import { siteConfig } from "./env.server";
import type { OffsiteProblem } from "../../server/offsite-target.mjs";

/** Where the off-site copy stands, for the owner's home: the state and its moments already worded. */
export type OffsiteView = {
  state: "none" | "first" | "ok" | "late" | "failing";
  problem: OffsiteProblem | null;
  copied: string | null;
  checked: string | null;
  since: string | null;
};

export async function offsiteView(moment: (iso: string) => string, now: number = Date.now()): Promise<OffsiteView> {
  const status = await readOffsiteStatus(siteConfig().paths);
  const worded = (iso: string | null) => (iso ? moment(iso) : null);
  const view = { problem: status.problem, copied: worded(status.lastCopyAt), checked: worded(status.lastCheckedAt), since: worded(status.failingSince) };
  if (status.problem) return { state: "failing", ...view };
  if (!status.target) return { state: "none", ...view };
  if (!status.lastCheckedAt) return { state: "first", ...view };
  return { state: now - Date.parse(status.lastCheckedAt) > LATE_AFTER_MS ? "late" : "ok", ...view };
}
