import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { onAFreshSite, ownerBearer, ownerFormPoster, ownerUploader } from "../support/owner-http";
import { makeJpeg } from "../support/photos";
import type { RunningSite } from "../support/site.mjs";

// What the owner deletes (a notice, photo story, work counter, team member, FAQ, gallery group or
// photo, document, event, video or article link) waits in the bin: gone from the site at once, back with one post, its files kept
// until the bin is emptied. The forms work without JavaScript; the API's deletes keep their answers.

const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% the bin\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");

function owner(site: RunningSite, cookie: string) {
  const post = ownerFormPoster(site.baseURL, cookie);
  const page = async (to: string) => (await fetch(`${site.baseURL}${to}`, { headers: { Cookie: cookie } })).text();
  const ids = async (to: string) => [...new Set([...(await page(to)).matchAll(/name="(?:_id|delete)" value="([^"]+)"/g)].map((match) => match[1] ?? ""))];
  const upload = ownerUploader(site.baseURL, cookie);
  const uploads = () => fs.readdirSync(path.join(site.dataDir, "uploads")).sort();
  // The page a form's answer leads to, with the message it left in a cookie for that page.
  const landing = async (answer: Response) => {
    const message = answer.headers.getSetCookie().map((set) => set.split(";")[0]);
    return (await fetch(`${site.baseURL}${answer.headers.get("location")}`, { headers: { Cookie: [cookie, ...message].join("; ") } })).text();
  };
  return { post, page, ids, upload, uploads, landing };
}

test("a deleted photo story leaves the site at once, keeps its photo in the bin, and one post brings it back", async () => {
  await onAFreshSite(async (site, cookie) => {
    const { post, page, ids, upload, uploads, landing } = owner(site, cookie);
    expect(
      (
        await upload(
          "/login-home/add-content",
          { details: "Blanket drive in Karanda" },
          { name: "story.jpg", type: "image/jpeg", bytes: await makeJpeg(800, 600) },
        )
      ).status,
    ).toBe(302);
    const [story = ""] = await ids("/login-home/photo-content");
    const files = uploads();
    expect(files.length).toBeGreaterThan(0);
    const key = (files[0] ?? "").split("-")[0] ?? "";
    const served = async () =>
      Promise.all([`/uploads/${files[0]}`, `/share/photo-${key}.jpg`].map(async (file) => (await fetch(`${site.baseURL}${file}`)).status));
    expect(await served()).toEqual([200, 200]);

    const deleted = await post("/login-home/photo-content", { _id: story, intent: "delete" });
    expect(await landing(deleted)).toContain("The photo story was moved to the bin.");
    expect((await fetch(`${site.baseURL}/success-works/${story}`)).status).toBe(404);
    expect(await (await fetch(`${site.baseURL}/`)).text()).not.toContain("Blanket drive in Karanda");
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).not.toContain("Blanket drive in Karanda");
    expect(uploads()).toEqual(files);
    // Its files are kept for a restore, but no longer served: not the photo, not its link preview.
    expect(await served()).toEqual([404, 404]);

    const bin = await page("/login-home/bin");
    expect(bin).toContain("Photo story");
    expect(bin).toContain("Blanket drive in Karanda");
    expect(bin).toMatch(/removed for good on \d{1,2} \w+ \d{4}/);
    const [entry = ""] = await ids("/login-home/bin");
    const restored = await post("/login-home/bin", { _id: entry, intent: "restore" });
    expect(restored.headers.get("location")).toBe("/login-home/bin");
    expect(await page("/login-home/bin")).toContain("The bin is empty.");
    expect((await fetch(`${site.baseURL}/success-works/${story}`)).status).toBe(200);
    expect(await (await fetch(`${site.baseURL}/`)).text()).toContain("Blanket drive in Karanda");
    expect(uploads()).toEqual(files);
    expect(await served()).toEqual([200, 200]);
    // The same entry cannot come back twice.
    expect((await post("/login-home/bin", { _id: entry, intent: "restore" })).status).toBe(404);
  });
});

test("every kind the owner deletes goes to the bin, from the forms and the API alike, and comes back whole", async () => {
  await onAFreshSite(async (site, cookie) => {
    const { post, page, ids, upload, uploads } = owner(site, cookie);
    const bearer = { ...(await ownerBearer(site.baseURL)), "Content-Type": "application/json" };
    const api = (method: string, call: string, body?: unknown) =>
      fetch(`${site.baseURL}/api/v1${call}`, { method, headers: bearer, ...(body ? { body: JSON.stringify(body) } : {}) });
    const photo = { name: "photo.jpg", type: "image/jpeg", bytes: await makeJpeg(640, 480) };

    const notice = ((await (await api("POST", "/update/add_Notice", { update: "Camp on Sunday" })).json()) as { data: { _id: string } }).data._id;
    const counter = ((await (await api("POST", "/work/add_Work_Details", { category: "Charity", count: 40 })).json()) as { data: { _id: string } }).data._id;
    expect((await post("/login-home/faqs", { intent: "add", question: "Who may join?", answer: "Anyone." })).status).toBe(302);
    expect((await upload("/login-home/team/new", { name: "Sunita Devi", role: "Secretary" }, photo)).status).toBe(302);
    expect(
      (await upload("/login-home/documents/new", { kind: "work", title: "Camp plan" }, { name: "plan.pdf", type: "application/pdf", bytes: pdf }, "document"))
        .status,
    ).toBe(302);
    expect((await post("/login-home/videos", { intent: "add", title: "Evening classes", link: "https://youtu.be/dQw4w9WgXcQ" })).status).toBe(302);
    expect((await post("/login-home/articles", { intent: "add", title: "A camp in Mau", url: "https://www.amarujala.com/camp" })).status).toBe(302);
    expect((await post("/login-home/gallery", { intent: "add", title: "Winter camp" })).status).toBe(302);
    const [group = ""] = await ids("/login-home/gallery");
    expect((await upload(`/login-home/gallery/${group}/new`, { caption: "Warm clothes for the children" }, photo)).status).toBe(302);
    const before = {
      faqs: await (await fetch(`${site.baseURL}/FAQs`)).text(),
      teams: await (await fetch(`${site.baseURL}/teams`)).text(),
      gallery: await (await fetch(`${site.baseURL}/gallery`)).text(),
      message: await (await fetch(`${site.baseURL}/message`)).text(),
      notices: await (await api("GET", "/update/getNoticeUpdates")).text(),
      counters: await (await api("GET", "/work/get_WorkDetails_Home")).text(),
    };
    const files = uploads();

    // The API's deletes answer as they always have.
    const removedNotice = await api("DELETE", `/update/remove_Notice/${notice}`);
    expect(removedNotice.status).toBe(200);
    expect(((await removedNotice.json()) as { message: string }).message).toBe("Notice Deleted");
    const removedCounter = await api("DELETE", "/work/delete_Work_Details", { _id: counter });
    expect(((await removedCounter.json()) as { message: string }).message).toBe("Work Details Deleted");
    expect((await api("DELETE", `/update/remove_Notice/${notice}`)).status).toBe(404);
    for (const [list, id] of [
      ["/login-home/faqs", (await ids("/login-home/faqs")).at(-1)],
      ["/login-home/team", (await ids("/login-home/team")).at(-1)],
      ["/login-home/documents", (await ids("/login-home/documents")).at(-1)],
      ["/login-home/videos", (await ids("/login-home/videos")).at(-1)],
      ["/login-home/articles", (await ids("/login-home/articles")).at(-1)],
      [`/login-home/gallery/${group}`, (await ids(`/login-home/gallery/${group}`)).find((id) => id !== group)],
    ] as const) {
      expect((await post(list, { _id: id ?? "", intent: "delete" })).status, list).toBe(302);
    }
    expect(await (await fetch(`${site.baseURL}/FAQs`)).text()).not.toContain("Who may join?");
    expect(await (await fetch(`${site.baseURL}/teams`)).text()).not.toContain("Sunita Devi");
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).not.toContain("Warm clothes for the children");
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).not.toContain("A camp in Mau");
    expect(await (await fetch(`${site.baseURL}/message`)).text()).not.toContain("Evening classes");
    expect(await (await api("GET", "/update/getNoticeUpdates")).text()).not.toContain("Camp on Sunday");
    expect(uploads()).toEqual(files);

    const bin = await page("/login-home/bin");
    for (const kind of ["Notice", "Work counter", "Question", "Team member", "Document", "Gallery photo", "Video", "Article link"])
      expect(bin).toContain(`>${kind}</p>`);
    for (const id of await ids("/login-home/bin")) expect((await post("/login-home/bin", { _id: id, intent: "restore" })).status).toBe(302);
    expect(await (await fetch(`${site.baseURL}/FAQs`)).text()).toBe(before.faqs);
    expect(await (await fetch(`${site.baseURL}/teams`)).text()).toBe(before.teams);
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).toBe(before.gallery);
    expect(await (await fetch(`${site.baseURL}/message`)).text()).toBe(before.message);
    expect(await (await api("GET", "/update/getNoticeUpdates")).text()).toBe(before.notices);
    expect(await (await api("GET", "/work/get_WorkDetails_Home")).text()).toBe(before.counters);
    expect(uploads()).toEqual(files);
  });
});

test("a counter whose category was taken since stays in the bin, with the reason, and nothing changes", async () => {
  await onAFreshSite(async (site, cookie) => {
    const { post, page, ids } = owner(site, cookie);
    expect((await post("/login-home/add-help", { category: "Charity", count: "40" })).status).toBe(302);
    const [first = ""] = await ids("/login-home/worklist");
    expect((await post("/login-home/worklist", { _id: first, intent: "delete" })).status).toBe(302);
    expect((await post("/login-home/add-help", { category: "charity", count: "75" })).status).toBe(302);

    const [entry = ""] = await ids("/login-home/bin");
    const refused = await post("/login-home/bin", { _id: entry, intent: "restore" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("A work counter with this category has been added since.");
    expect(await ids("/login-home/bin")).toEqual([entry]);
    const counters = (await (await fetch(`${site.baseURL}/api/v1/work/get_WorkDetails_Home`)).json()) as { data: { category: string; count: number }[] };
    expect(counters.data.map(({ category, count }) => [category, count])).toEqual([["charity", 75]]);
    expect(await page("/login-home/bin")).toContain("Charity");
  });
});

test("a gallery photo whose group went to the bin since waits, with the reason, until its group is back", async () => {
  await onAFreshSite(async (site, cookie) => {
    const { post, ids, upload, uploads } = owner(site, cookie);
    expect((await post("/login-home/gallery", { intent: "add", title: "Flood relief" })).status).toBe(302);
    const [group = ""] = await ids("/login-home/gallery");
    expect(
      (
        await upload(
          `/login-home/gallery/${group}/new`,
          { caption: "Dry rations for forty families" },
          { name: "relief.jpg", type: "image/jpeg", bytes: await makeJpeg(640, 480) },
        )
      ).status,
    ).toBe(302);
    const photo = (await ids(`/login-home/gallery/${group}`)).find((id) => id !== group) ?? "";
    expect((await post(`/login-home/gallery/${group}`, { _id: photo, intent: "delete" })).status).toBe(302);
    expect((await post("/login-home/gallery", { _id: group, intent: "delete" })).status).toBe(302);

    // Newest first: the group, then the photo deleted before it (not one of the group's own).
    const [groupEntry = "", photoEntry = ""] = await ids("/login-home/bin");
    const refused = await post("/login-home/bin", { _id: photoEntry, intent: "restore" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("The gallery group this photo was in has been deleted");
    expect(await ids("/login-home/bin")).toEqual([groupEntry, photoEntry]);
    // The bin still names the photo, so its files stay until it is emptied.
    expect(uploads().length).toBeGreaterThan(0);
    expect((await post("/login-home/bin", { _id: groupEntry, intent: "restore" })).status).toBe(302);
    expect(await ids(`/login-home/gallery/${group}`)).toEqual([group]);
    expect((await post("/login-home/bin", { _id: photoEntry, intent: "restore" })).status).toBe(302);
    expect(await ids(`/login-home/gallery/${group}`)).toContain(photo);
  });
});

test("a gallery group goes to the bin with its photos, as one entry, and comes back with them", async () => {
  await onAFreshSite(async (site, cookie) => {
    const { post, page, ids, upload, uploads } = owner(site, cookie);
    expect((await post("/login-home/gallery", { intent: "add", title: "Winter camp" })).status).toBe(302);
    const [group = ""] = await ids("/login-home/gallery");
    for (const caption of ["Blankets for the elders", "Warm clothes for the children"]) {
      const photo = { name: "camp.jpg", type: "image/jpeg", bytes: await makeJpeg(640, 480) };
      expect((await upload(`/login-home/gallery/${group}/new`, { caption }, photo)).status).toBe(302);
    }
    const gallery = async () => (await fetch(`${site.baseURL}/gallery`)).text();
    const before = await gallery();
    const files = uploads();

    expect(await page(`/login-home/gallery?delete=${group}`)).toContain("and its photos to the bin? You can restore it from the bin for 30 days.");
    expect((await post("/login-home/gallery", { _id: group, intent: "delete" })).status).toBe(302);
    expect(await gallery()).not.toContain("Winter camp");
    expect(await gallery()).not.toContain("Blankets for the elders");
    expect(uploads()).toEqual(files);
    const bin = await page("/login-home/bin");
    expect(bin).toContain(">Gallery group</p>");
    expect(bin).toContain("With its 2 photos, which come back with it.");
    const [entry = "", ...others] = await ids("/login-home/bin");
    expect(others).toEqual([]);
    expect(await page("/login-home/bin/empty")).toContain("The one thing in the bin is removed for good");

    expect((await post("/login-home/bin", { _id: entry, intent: "restore" })).status).toBe(302);
    expect(await gallery()).toBe(before);
    expect(await ids("/login-home/bin")).toEqual([]);

    // Binned again and the bin emptied, the group's photos and their files go for good.
    expect((await post("/login-home/gallery", { _id: group, intent: "delete" })).status).toBe(302);
    expect((await post("/login-home/bin", { intent: "empty" })).status).toBe(302);
    expect(uploads()).toEqual([]);
  });
});

test("emptying the bin asks first, then removes what it held and its files for good", async () => {
  await onAFreshSite(async (site, cookie) => {
    const { post, page, ids, upload, uploads, landing } = owner(site, cookie);
    expect(
      (await upload("/login-home/add-content", { details: "School bags" }, { name: "bags.jpg", type: "image/jpeg", bytes: await makeJpeg(640, 480) })).status,
    ).toBe(302);
    expect((await post("/login-home/update", { update: "Exam results on Monday" })).status).toBe(302);
    for (const list of ["/login-home/photo-content", "/login-home/notice"]) {
      expect((await post(list, { _id: (await ids(list))[0] ?? "", intent: "delete" })).status).toBe(302);
    }
    const [entry = ""] = await ids("/login-home/bin");
    expect(uploads().length).toBeGreaterThan(0);

    const question = await page("/login-home/bin/empty");
    expect(question).toContain("The 2 things in the bin are removed for good");
    expect(question).toContain('action="/login-home/bin/empty"');
    const emptied = await post("/login-home/bin/empty", { intent: "empty" });
    expect(emptied.headers.get("location")).toBe("/login-home/bin");
    expect(await landing(emptied)).toContain("The bin was emptied.");
    expect(uploads()).toEqual([]);
    expect((await post("/login-home/bin", { _id: entry, intent: "restore" })).status).toBe(404);
  });
});
