import { expect, test } from "@playwright/test";
import { onAFreshSite, ownerFormPoster, ownerUploader } from "../support/owner-http";
import { makeJpeg } from "../support/photos";

// The owner orders the photo stories and the work counters with plain forms (Move up, Move
// down, no JavaScript needed) and chooses which stories the home page's carousel shows; a
// story taken off the home page stays in the gallery.

test("the owner orders stories and counters, and chooses the carousel's stories", async () => {
  await onAFreshSite(async (site, cookie) => {
    const post = ownerFormPoster(site.baseURL, cookie);
    const page = async (path: string) => (await fetch(`${site.baseURL}${path}`, { headers: { Cookie: cookie } })).text();
    const idsIn = async (path: string) => [
      ...new Set([...(await page(path)).matchAll(/name="(?:_id|delete)" value="([^"]+)"/g)].map((match) => match[1] ?? "")),
    ];

    for (const category of ["Rural Education", "Charity", "Divyang Support"])
      expect((await post("/login-home/add-help", { category, count: "10" })).status).toBe(302);
    const counters = async () =>
      [...(await (await fetch(`${site.baseURL}/`)).text()).matchAll(/<h3 class="mt-2 font-semibold"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(await counters()).toEqual(["Rural Education", "Charity", "Divyang Support"]);
    const [, , third = ""] = await idsIn("/login-home/worklist");
    // She comes back to the row she moved, marked, where it is now.
    expect((await post("/login-home/worklist", { _id: third, intent: "up" })).headers.get("location")).toBe(`/login-home/worklist?saved=${third}#row-${third}`);
    expect(await counters()).toEqual(["Rural Education", "Divyang Support", "Charity"]);

    for (const details of ["First story", "Second story", "Third story"]) {
      const added = await ownerUploader(site.baseURL, cookie)(
        "/login-home/add-content",
        { details },
        { name: "story.jpg", type: "image/jpeg", bytes: await makeJpeg(640, 360) },
      );
      expect(added.status).toBe(302);
    }
    const slides = async () =>
      [...(await (await fetch(`${site.baseURL}/`)).text()).matchAll(/<p class="line-clamp-2[^"]*">([^<]+)</g)].map((match) => match[1]);
    // A new story comes first, as the carousel always showed them.
    expect(await slides()).toEqual(["Third story", "Second story", "First story"]);
    const [newest = "", middle = ""] = await idsIn("/login-home/photo-content");
    expect((await post("/login-home/photo-content", { _id: newest, intent: "down" })).status).toBe(302);
    expect(await slides()).toEqual(["Second story", "Third story", "First story"]);

    expect((await post("/login-home/photo-content", { _id: middle, intent: "home", onHome: "no" })).status).toBe(302);
    expect(await slides()).toEqual(["Third story", "First story"]);
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).toContain("Second story");
    const home = (await (await fetch(`${site.baseURL}/api/v1/content/get_Content_Home`)).json()) as { data: { details: string }[] };
    expect(home.data.map((story) => story.details)).toEqual(["Third story", "First story"]);
    expect(await page("/login-home/photo-content")).toContain("Not in the home page&#x27;s carousel (still in the gallery)");
    expect((await post("/login-home/photo-content", { _id: middle, intent: "home", onHome: "yes" })).status).toBe(302);
    expect(await slides()).toEqual(["Second story", "Third story", "First story"]);
    expect((await post("/login-home/photo-content", { _id: middle, intent: "home", onHome: "maybe" })).status).toBe(400);
  });
});

test("a row restored from the bin comes back to its place, and every row still moves one place at a time", async () => {
  await onAFreshSite(async (site, cookie) => {
    const post = ownerFormPoster(site.baseURL, cookie);
    const page = async (path: string) => (await fetch(`${site.baseURL}${path}`, { headers: { Cookie: cookie } })).text();
    const idsIn = async (path: string) => [...new Set([...(await page(path)).matchAll(/name="_id" value="([^"]+)"/g)].map((match) => match[1] ?? ""))];
    const counters = async () =>
      [...(await (await fetch(`${site.baseURL}/`)).text()).matchAll(/<h3 class="mt-2 font-semibold"[^>]*>([^<]+)</g)].map((match) => match[1]);

    for (const category of ["Rural Education", "Charity", "Divyang Support"])
      expect((await post("/login-home/add-help", { category, count: "10" })).status).toBe(302);
    const [, , third = ""] = await idsIn("/login-home/worklist");
    expect((await post("/login-home/worklist", { _id: third, intent: "delete" })).status).toBe(302);
    // Added while the third waits in the bin: it takes the place after the second.
    expect((await post("/login-home/add-help", { category: "Women Empowerment", count: "5" })).status).toBe(302);
    const [binned = ""] = await idsIn("/login-home/bin");
    expect((await post("/login-home/bin", { _id: binned, intent: "restore" })).status).toBe(302);
    expect(await counters()).toEqual(["Rural Education", "Charity", "Divyang Support", "Women Empowerment"]);

    const [, , , last = ""] = await idsIn("/login-home/worklist");
    expect((await post("/login-home/worklist", { _id: last, intent: "up" })).status).toBe(302);
    expect(await counters()).toEqual(["Rural Education", "Charity", "Women Empowerment", "Divyang Support"]);
    const [, second = ""] = await idsIn("/login-home/worklist");
    expect((await post("/login-home/worklist", { _id: second, intent: "down" })).status).toBe(302);
    expect(await counters()).toEqual(["Rural Education", "Women Empowerment", "Charity", "Divyang Support"]);
  });
});

test("a form sent twice, by a second tap on a slow signal, is done once; a new page's form is new", async () => {
  await onAFreshSite(async (site, cookie) => {
    const post = ownerFormPoster(site.baseURL, cookie);
    const page = async (path: string) => (await fetch(`${site.baseURL}${path}`, { headers: { Cookie: cookie } })).text();
    const formKey = async (path: string) => /name="formKey" value="([^"]+)"/.exec(await page(path))?.[1] ?? "";
    const idsIn = async (path: string) => [...new Set([...(await page(path)).matchAll(/name="_id" value="([^"]+)"/g)].map((match) => match[1] ?? ""))];
    const counters = async () =>
      [...(await (await fetch(`${site.baseURL}/`)).text()).matchAll(/<h3 class="mt-2 font-semibold"[^>]*>([^<]+)</g)].map((match) => match[1]);

    // The add form sent twice at once, then once more: one counter, and each answer goes where the first did.
    const adding = { category: "Rural Education", count: "10", formKey: await formKey("/login-home/add-help") };
    const answers = [
      ...(await Promise.all([post("/login-home/add-help", adding), post("/login-home/add-help", adding)])),
      await post("/login-home/add-help", adding),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
    expect(new Set(answers.map((answer) => answer.headers.get("location"))).size).toBe(1);
    for (const category of ["Charity", "Divyang Support"])
      expect((await post("/login-home/add-help", { category, count: "5", formKey: await formKey("/login-home/add-help") })).status).toBe(302);
    expect(await counters()).toEqual(["Rural Education", "Charity", "Divyang Support"]);

    // Move up tapped twice on one page moves the row one place; from the next page, one more.
    const [, , third = ""] = await idsIn("/login-home/worklist");
    const moving = { _id: third, intent: "up", formKey: await formKey("/login-home/worklist") };
    await post("/login-home/worklist", moving);
    await post("/login-home/worklist", moving);
    expect(await counters()).toEqual(["Rural Education", "Divyang Support", "Charity"]);
    await post("/login-home/worklist", { ...moving, formKey: await formKey("/login-home/worklist") });
    expect(await counters()).toEqual(["Divyang Support", "Rural Education", "Charity"]);

    // A refused sending saved nothing: sent again as it was, it is refused again, not taken for done.
    const refused = { category: "", count: "3", formKey: await formKey("/login-home/add-help") };
    expect((await post("/login-home/add-help", refused)).status).toBe(400);
    expect((await post("/login-home/add-help", refused)).status).toBe(400);
  });
});
