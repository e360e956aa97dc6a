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

/** What the signal does to one post: drops it before it leaves, loses its answer after it was saved, or carries it slowly. */
export type PostFate = "dropped" | "answerLost" | "slow";

/**
 * The posts to addresses under `path`, one fate each in order (then carried as they are); gives
 * how many were sent.
 */
export async function signalOnPosts(page: Page, path: string, fates: PostFate[]): Promise<() => number> {
  let sent = 0;
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const fate = fates[sent];
      sent += 1;
      if (fate === "dropped") return route.abort("internetdisconnected");
      if (fate === "answerLost") {
        await route.fetch();
        return route.abort("connectionreset");
      }
      if (fate === "slow") await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    },
  );
  return () => sent;
}
