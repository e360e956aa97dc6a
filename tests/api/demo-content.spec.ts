import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ownerBearer, ownerCookie } from "../support/owner-http";
import { startSite } from "../support/site.mjs";

// The quick start fills an empty site with demo content; the owner takes it all off in one go,
// and it does not come back.
test("'Remove demo content' takes every demo row and file away, keeps the owner's own, and a restart does not refill", async () => {
  const site = await startSite({ demoContent: true });
  try {
    const bearer = await ownerBearer(site.baseURL);
    const own = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: JSON.stringify({ update: "The owner's own notice" }),
    });
    expect(own.status).toBe(200);
    const cookie = await ownerCookie(site.baseURL);
    const home = await (await fetch(`${site.baseURL}/login-home`, { headers: { Cookie: cookie } })).text();
    expect(home).toContain("The site is showing demo content");
    expect(fs.readdirSync(path.join(site.dataDir, "uploads")).length).toBeGreaterThan(0);
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).toContain("Evening classes (demo)");
    expect(await (await fetch(`${site.baseURL}/events`)).text()).toContain("Free eye camp (demo)");
    // The demo is in Hindi too, as the owner's own texts would be.
    expect(await (await fetch(`${site.baseURL}/hi`)).text()).toContain("आशा ग्रामीण विकास ट्रस्ट (नमूना)");
    expect(await (await fetch(`${site.baseURL}/hi/updates`)).text()).toContain("गाँव के स्कूल भवन में शुरू होंगी।");
    expect(await (await fetch(`${site.baseURL}/hi/teams`)).text()).toContain("कोषाध्यक्ष");

    const withoutIntent = await fetch(`${site.baseURL}/login-home/demo-content`, { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
    expect(withoutIntent.status).toBe(400);
    const removed = await fetch(`${site.baseURL}/login-home/demo-content`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=remove",
      redirect: "manual",
    });
    expect(removed.status).toBe(302);

    const notices = (await (await fetch(`${site.baseURL}/api/v1/update/getNoticeUpdates`)).json()) as { data: { update: string }[] };
    expect(notices.data.map((notice) => notice.update)).toEqual(["The owner's own notice"]);
    for (const call of ["/api/v1/work/get_WorkDetails_Home", "/api/v1/content/get_Content_Home"]) {
      expect(((await (await fetch(`${site.baseURL}${call}`)).json()) as { data: unknown[] }).data, call).toEqual([]);
    }
    expect(fs.readdirSync(path.join(site.dataDir, "uploads"))).toEqual([]);
    const page = await (await fetch(`${site.baseURL}/`)).text();
    expect(page).toContain("<title>Home | Charitable Trust</title>");
    expect(page).not.toContain("(demo)");
    expect(await (await fetch(`${site.baseURL}/hi`)).text()).not.toContain("(नमूना)");
    const teams = await (await fetch(`${site.baseURL}/teams`)).text();
    expect(teams).not.toContain("data-team-member");
    const gallery = await (await fetch(`${site.baseURL}/gallery`)).text();
    expect(gallery).not.toContain("data-gallery-group");
    expect(gallery).not.toContain("(demo)");
    expect(await (await fetch(`${site.baseURL}/events`)).text()).not.toContain("(demo)");
    expect((await fetch(`${site.baseURL}/login-home/demo-content`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);

    await site.kill();
    const again = await startSite({ demoContent: true, dataDir: site.dataDir });
    const after = (await (await fetch(`${again.baseURL}/api/v1/update/getNoticeUpdates`)).json()) as { data: unknown[] };
    expect(after.data).toHaveLength(1);
    await again.stop();
  } finally {
    await site.stop();
  }
});
