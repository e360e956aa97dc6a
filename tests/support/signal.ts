import type { CDPSession, Page } from "@playwright/test";

const kbps = (n: number) => (n * 1024) / 8;

/** The browser's own throttle, through its debugging protocol (a page without JavaScript is not throttled by it). */
export function throttleOf(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** A village phone's signal: its upstream and downstream, and the slow round trip of a village either way. */
export async function villageSignal(cdp: CDPSession | null, { upKbps, downKbps }: { upKbps: number; downKbps: number }): Promise<void> {
  await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 300, downloadThroughput: kbps(downKbps), uploadThroughput: kbps(upKbps) });
}

/** The signal back to what the machine has. */
export async function fullSignal(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}
