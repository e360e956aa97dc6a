import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ownerCookie, ownerFormPoster, ownerUploader } from "../support/owner-http";
import { makeJpeg } from "../support/photos";
import { startSite } from "../support/site.mjs";

// The photos of the logo, the team, the programmes and the gallery go through the one photo
// pipeline: stored before the row that names them, removed only once no row of any kind names
// them (a photo the owner used twice stays with its last user), swept if a crash left them.

test("a photo is kept while any row of any kind names it, and goes with the last", async () => {
  const site = await startSite({ demoContent: false });
  const keys = () => new Set(fs.readdirSync(path.join(site.dataDir, "uploads")).map((name) => name.split("-")[0]));
  try {
    const cookie = await ownerCookie(site.baseURL);
    const send = (to: string, fields: Record<string, string>, photo?: Buffer) =>
      ownerUploader(site.baseURL, cookie)(to, fields, photo ? { name: "photo.jpg", type: "image/jpeg", bytes: photo } : undefined);
    const post = ownerFormPoster(site.baseURL, cookie);
    const idsOn = async (page: string) => [
      ...new Set(
        [...(await (await fetch(`${site.baseURL}${page}`, { headers: { Cookie: cookie } })).text()).matchAll(/name="(?:_id|delete)" value="([^"]+)"/g)].map(
          (m) => m[1] ?? "",
        ),
      ),
    ];
    const shared = await makeJpeg(900, 600);
    const other = await makeJpeg(640, 640);

    // The same photo as the logo and a team member's photo: stored once.
    expect((await send("/login-home/logo", {}, shared)).status).toBe(302);
    expect((await send("/login-home/team/new", { name: "Geeta Kumari", role: "Secretary" }, shared)).status).toBe(302);
    expect(keys().size).toBe(1);
    const [member] = await idsOn("/login-home/team");

    // A refused photo stores nothing and changes nothing.
    const refused = await send(`/login-home/team/${member}`, { name: "Geeta Kumari", role: "Secretary" }, Buffer.from("not a photo"));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("not a photo");
    expect(keys().size).toBe(1);

    // The logo goes; the member still names the photo, so its files stay.
    expect((await post("/login-home/logo/remove", {})).status).toBe(302);
    expect(keys().size).toBe(1);
    expect(await (await fetch(`${site.baseURL}/`)).text()).toContain('src="/images/logo.svg"');

    // The member's photo is replaced: the old one has no row left and goes after the commit.
    const [oldKey] = [...keys()];
    expect((await send(`/login-home/team/${member}`, { name: "Geeta Kumari", role: "Secretary" }, other)).status).toBe(302);
    expect(keys().has(oldKey ?? "")).toBe(false);
    expect(keys().size).toBe(1);

    // The same photo in a programme and the gallery; removing it from the member keeps it.
    expect(
      (
        await send(
          "/login-home/programmes/rural",
          { title: "Rural Education", summary: "Evening classes.", vision: "Every child reads.", mission: "Teach.", duration: "Long-term plan: 5-6 years." },
          other,
        )
      ).status,
    ).toBe(302);
    expect((await post("/login-home/gallery", { intent: "add", title: "Evening classes" })).status).toBe(302);
    const [group] = await idsOn("/login-home/gallery");
    expect((await send(`/login-home/gallery/${group}/new`, { caption: "Reading together." }, other)).status).toBe(302);
    const unknownGroup = await send("/login-home/gallery/nosuchgroup/new", { caption: "Lost." }, other);
    expect(unknownGroup.status).toBe(404);
    expect((await send(`/login-home/team/${member}`, { name: "Geeta Kumari", role: "Secretary", removePhoto: "on" })).status).toBe(302);
    expect(keys().size).toBe(1);
    expect(await (await fetch(`${site.baseURL}/teams`)).text()).not.toContain("/uploads/");

    // The programme lets go of it; the group (and so its photo) goes to the bin, which still names
    // the photo; emptying the bin removes the files at last.
    expect(
      (
        await send("/login-home/programmes/rural", {
          title: "Rural Education",
          summary: "Evening classes.",
          vision: "Every child reads.",
          mission: "Teach.",
          duration: "Long-term plan: 5-6 years.",
          removePhoto: "on",
        })
      ).status,
    ).toBe(302);
    expect(keys().size).toBe(1);
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).toContain("Reading together.");
    expect((await post("/login-home/gallery", { intent: "delete", _id: group ?? "" })).status).toBe(302);
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).not.toContain("Reading together.");
    expect(keys().size).toBe(1);
    expect((await post("/login-home/bin", { intent: "empty" })).status).toBe(302);
    expect(keys().size).toBe(0);
    expect(fs.readdirSync(path.join(site.dataDir, "tmp"))).toEqual([]);
  } finally {
    await site.stop();
  }
});

test("a restart sweeps the files no row names, and keeps every kind of photo a row names", async () => {
  const site = await startSite({ demoContent: false });
  const uploads = path.join(site.dataDir, "uploads");
  try {
    const cookie = await ownerCookie(site.baseURL);
    const logo = await ownerUploader(site.baseURL, cookie)("/login-home/logo", {}, { name: "logo.jpg", type: "image/jpeg", bytes: await makeJpeg(500, 500) });
    expect(logo.status).toBe(302);
    const logoFiles = fs.readdirSync(uploads).sort();
    fs.writeFileSync(path.join(uploads, `${"ab".repeat(12)}-360.jpg`), "left by a crash");
    await site.kill();
    const again = await startSite({ demoContent: false, dataDir: site.dataDir });
    expect(fs.readdirSync(uploads).sort()).toEqual(logoFiles);
    await again.stop();
  } finally {
    await site.stop();
  }
});
