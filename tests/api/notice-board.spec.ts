import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { calendarDay } from "../../app/domain/calendar-day";
import { onAFreshSite, ownerBearer, ownerFormPoster, ownerUploader } from "../support/owner-http";

// The notice board: pinned notices first, then the newest; a notice with a show-until day
// leaves the public board after that day and stays in the owner's list. Plain forms.

/** The trust's calendar day (India's), `offset` days from today. */
const day = (offset: number) => calendarDay(new Date(Date.now() + offset * 86_400_000));

test("pinned notices lead the board, and a notice past its show-until day leaves it but stays in the owner's list", async () => {
  await onAFreshSite(async (site, cookie) => {
    const post = ownerFormPoster(site.baseURL, cookie);
    const board = async () =>
      [...(await (await fetch(`${site.baseURL}/updates`)).text()).matchAll(/<p class="whitespace-pre-line break-words"[^>]*>([^<]+)</g)].map(
        (match) => match[1],
      );
    const ownerList = async () => (await fetch(`${site.baseURL}/login-home/notice`, { headers: { Cookie: cookie } })).text();

    // A new notice that would never show is refused with the reason, not posted.
    const pastAlready = await post("/login-home/update", { update: "Eye camp on Sunday", showUntil: day(-1) });
    expect(pastAlready.status).toBe(400);
    expect(await pastAlready.text()).toContain("already past");
    expect((await post("/login-home/update", { update: "Eye camp on Sunday", showUntil: day(1) })).status).toBe(302);
    expect((await post("/login-home/update", { update: "School fees waived" })).status).toBe(302);
    expect((await post("/login-home/update", { update: "Ration kits on Saturday", showUntil: day(0) })).status).toBe(302);
    expect((await post("/login-home/update", { update: "Bad date", showUntil: "2026-02-30" })).status).toBe(400);
    const ids = [...new Set([...(await ownerList()).matchAll(/name="(?:_id|delete)" value="([^"]+)"/g)].map((match) => match[1] ?? ""))];
    // The camp is over: its day, set to one already past, takes it off the board.
    expect((await post(`/login-home/notice/${ids[2] ?? ""}`, { update: "Eye camp on Sunday", showUntil: day(-1) })).status).toBe(302);
    expect(await board()).toEqual(["Ration kits on Saturday", "School fees waived"]);
    const list = await ownerList();
    expect(list).toContain("Eye camp on Sunday");
    expect(list).toContain("Left the board after");

    const fees = ids[1] ?? "";
    // She comes back to the notice she pinned, marked, at the top where it now is.
    expect((await post("/login-home/notice", { _id: fees, intent: "pin", pinned: "yes" })).headers.get("location")).toBe(
      `/login-home/notice?saved=${fees}#row-${fees}`,
    );
    expect(await board()).toEqual(["School fees waived", "Ration kits on Saturday"]);
    expect(await ownerList()).toContain("Pinned to the top");

    // The JSON API edits the text as it always has; the pin and the show-until day stay.
    const headers = { ...(await ownerBearer(site.baseURL)), "Content-Type": "application/json" };
    const ration = ids[0] ?? "";
    const edited = await fetch(`${site.baseURL}/api/v1/update/update_Notice`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ _id: ration, update: "Ration kits on Sunday" }),
    });
    expect(edited.status).toBe(200);
    expect(await board()).toEqual(["School fees waived", "Ration kits on Sunday"]);
    expect((await post(`/login-home/notice/${ration}`, { update: "Ration kits on Sunday", showUntil: day(-2) })).status).toBe(302);
    expect(await board()).toEqual(["School fees waived"]);
    expect((await post("/login-home/notice", { _id: fees, intent: "pin", pinned: "no" })).status).toBe(302);
    expect(await ownerList()).not.toContain("Pinned to the top");
  });
});

test("a notice carries a PDF, stored like a document, and the PDF goes when the notice leaves the bin", async () => {
  await onAFreshSite(async (site, cookie) => {
    const post = ownerFormPoster(site.baseURL, cookie);
    const pdfs = () => fs.readdirSync(path.join(site.dataDir, "uploads")).filter((name) => name.endsWith(".pdf"));
    const attach = (id: string, bytes: Buffer) =>
      ownerUploader(site.baseURL, cookie)(`/login-home/notice/${id}/attachment`, {}, { name: "circular.pdf", type: "application/pdf", bytes }, "document");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
    expect((await post("/login-home/update", { update: "Admission forms are out" })).status).toBe(302);
    const list = await (await fetch(`${site.baseURL}/login-home/notice`, { headers: { Cookie: cookie } })).text();
    const id = /name="(?:_id|delete)" value="([^"]+)"/.exec(list)?.[1] ?? "";

    expect((await attach(id, Buffer.from("not a pdf at all"))).status).toBe(400);
    expect(await attach("no-such-notice", pdf).then((answer) => answer.status)).toBe(404);
    expect((await attach(id, pdf)).status).toBe(302);
    expect(pdfs()).toHaveLength(1);
    const board = await (await fetch(`${site.baseURL}/updates`)).text();
    const href = /href="(\/uploads\/[a-f0-9]{24}\.pdf)" class="[^"]*" data-notice-pdf="true">The notice as a PDF \(1 KB\)</.exec(board)?.[1] ?? "";
    expect(href).not.toBe("");
    expect((await fetch(`${site.baseURL}${href}`)).headers.get("content-type")).toBe("application/pdf");
    expect(await (await fetch(`${site.baseURL}/hi/updates/${id}`)).text()).toContain("सूचना की PDF (1 KB)");

    expect((await post(`/login-home/notice/${id}/attachment/remove`, {})).status).toBe(302);
    expect(pdfs()).toEqual([]);
    expect(await (await fetch(`${site.baseURL}/updates`)).text()).not.toContain("data-notice-pdf");

    expect((await attach(id, pdf)).status).toBe(302);
    expect((await post("/login-home/notice", { _id: id, intent: "delete" })).status).toBe(302);
    expect(pdfs()).toHaveLength(1);
    expect((await post("/login-home/bin", { intent: "empty" })).status).toBe(302);
    expect(pdfs()).toEqual([]);
  });
});
