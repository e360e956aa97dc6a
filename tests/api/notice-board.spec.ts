import { expect, test } from "@playwright/test";
import { ownerBearer, ownerCookie, ownerFormPoster } from "../support/owner-http";
import { startSite } from "../support/site.mjs";

// The notice board: pinned notices first, then the newest; a notice with a show-until day
// leaves the public board after that day and stays in the owner's list. Plain forms.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("pinned notices lead the board, and a notice past its show-until day leaves it but stays in the owner's list", async () => {
  const site = await startSite({ demoContent: false });
  try {
    const cookie = await ownerCookie(site.baseURL);
    const post = ownerFormPoster(site.baseURL, cookie);
    const board = async () => [...(await (await fetch(`${site.baseURL}/updates`)).text()).matchAll(/<p class="whitespace-pre-line break-words"[^>]*>([^<]+)</g)].map((match) => match[1]);
    const ownerList = async () => (await fetch(`${site.baseURL}/login-home/notice`, { headers: { Cookie: cookie } })).text();

    expect((await post("/login-home/update", { update: "Eye camp on Sunday", showUntil: day(-1) })).status).toBe(302);
    expect((await post("/login-home/update", { update: "School fees waived" })).status).toBe(302);
    expect((await post("/login-home/update", { update: "Ration kits on Saturday", showUntil: day(0) })).status).toBe(302);
    expect((await post("/login-home/update", { update: "Bad date", showUntil: "2026-02-30" })).status).toBe(400);
    expect(await board()).toEqual(["Ration kits on Saturday", "School fees waived"]);
    const list = await ownerList();
    expect(list).toContain("Eye camp on Sunday");
    expect(list).toContain("Left the board after");

    const ids = [...new Set([...list.matchAll(/name="_id" value="([^"]+)"/g)].map((match) => match[1] ?? ""))];
    const fees = ids[1] ?? "";
    expect((await post("/login-home/notice", { _id: fees, intent: "pin", pinned: "yes" })).headers.get("location")).toBe("/login-home/notice");
    expect(await board()).toEqual(["School fees waived", "Ration kits on Saturday"]);
    expect(await ownerList()).toContain("Pinned to the top");

    // The JSON API edits the text as it always has; the pin and the show-until day stay.
    const headers = { ...(await ownerBearer(site.baseURL)), "Content-Type": "application/json" };
    const ration = ids[0] ?? "";
    const edited = await fetch(`${site.baseURL}/api/v1/update/update_Notice`, { method: "PUT", headers, body: JSON.stringify({ _id: ration, update: "Ration kits on Sunday" }) });
    expect(edited.status).toBe(200);
    expect(await board()).toEqual(["School fees waived", "Ration kits on Sunday"]);
    expect((await post(`/login-home/notice/${ration}`, { update: "Ration kits on Sunday", showUntil: day(-2) })).status).toBe(302);
    expect(await board()).toEqual(["School fees waived"]);
    expect((await post("/login-home/notice", { _id: fees, intent: "pin", pinned: "no" })).status).toBe(302);
    expect(await ownerList()).not.toContain("Pinned to the top");
  } finally {
    await site.stop();
  }
});
