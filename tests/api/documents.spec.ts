import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { onAFreshSite, ownerCookie, ownerFormPoster, ownerUploader } from "../support/owner-http";
import { startSite } from "../support/site.mjs";

// The owner's PDFs: recognised from their bytes, stored whole or not at all, served inline, kept
// by a restart, and gone with the last row that names them.
/** The owner adds a document with its PDF, as the new document's form sends it. */
const addDocument = (baseURL: string, cookie: string, fields: Record<string, string>, bytes: Buffer, name = "report.pdf") =>
  ownerUploader(baseURL, cookie)("/login-home/documents/new", fields, { name, type: "application/pdf", bytes }, "document");

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${title}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, "latin1");

test("a document is added from its form, served inline as a PDF, survives a restart, and goes when the bin is emptied", async () => {
  const site = await startSite({ demoContent: false });
  const uploads = () => fs.readdirSync(path.join(site.dataDir, "uploads"));
  try {
    const cookie = await ownerCookie(site.baseURL);
    const add = (fields: Record<string, string>, bytes: Buffer, name?: string) => addDocument(site.baseURL, cookie, fields, bytes, name);
    const home = await (await fetch(`${site.baseURL}/`)).text();
    expect(home).toContain("data-annual-report=");

    const notPdf = await add({ kind: "work", title: "Shopping list" }, Buffer.from("milk, rice, dal"), "list.pdf");
    expect(notPdf.status).toBe(400);
    expect(await notPdf.text()).toContain("The chosen file is not a PDF");
    const noYear = await add({ kind: "report", title: "Annual report" }, pdf("no year"));
    expect(noYear.status).toBe(400);
    expect(await noYear.text()).toContain("year is needed for an annual report");
    const tooLarge = await add({ kind: "work", title: "Huge" }, Buffer.concat([pdf("huge"), Buffer.alloc(11 * 1024 * 1024, 0x20)]));
    expect(tooLarge.status).toBe(413);
    expect(uploads()).toEqual([]);
    expect(fs.readdirSync(path.join(site.dataDir, "tmp"))).toEqual([]);

    expect((await add({ kind: "report", title: "Annual report", year: "2024-25" }, pdf("annual"))).status).toBe(302);
    expect((await add({ kind: "work", title: "Rural education report" }, pdf("rural"))).status).toBe(302);
    expect(uploads()).toHaveLength(2);

    const reports = await (await fetch(`${site.baseURL}/annual-report`)).text();
    const href = /href="(\/uploads\/[a-f0-9]{24}\.pdf)"/.exec(reports)?.[1] ?? "";
    expect(href).not.toBe("");
    expect(reports).toContain("Annual report (2024-25) (PDF)");
    expect(await (await fetch(`${site.baseURL}/`)).text()).not.toContain("data-annual-report=");
    const served = await fetch(`${site.baseURL}${href}`);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBeNull();
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).toContain("Rural education report (PDF)");

    await site.kill();
    const again = await startSite({ demoContent: false, dataDir: site.dataDir });
    expect((await fetch(`${again.baseURL}${href}`)).status).toBe(200);
    const againCookie = await ownerCookie(again.baseURL);
    const postAgain = ownerFormPoster(again.baseURL, againCookie);
    const list = await (await fetch(`${again.baseURL}/login-home/documents`, { headers: { Cookie: againCookie } })).text();
    const ids = [...list.matchAll(/name="(?:_id|delete)" value="([^"]+)"/g)].map((match) => match[1] ?? "");
    for (const id of new Set(ids)) {
      const removed = await postAgain("/login-home/documents", { _id: id, intent: "delete" });
      expect(removed.status).toBe(302);
    }
    // A deleted document waits in the bin with its file, which is no longer served; emptying the bin takes the file.
    expect(fs.readdirSync(path.join(site.dataDir, "uploads"))).toHaveLength(2);
    expect((await fetch(`${again.baseURL}${href}`)).status).toBe(404);
    const emptied = await postAgain("/login-home/bin", { intent: "empty" });
    expect(emptied.status).toBe(302);
    expect(fs.readdirSync(path.join(site.dataDir, "uploads"))).toEqual([]);
    expect(await (await fetch(`${again.baseURL}/`)).text()).toContain("data-annual-report=");
    await again.stop();
  } finally {
    await site.stop();
  }
});

test("a PDF of exactly the documented 10 MB is taken, and one byte more is refused with the limit", async () => {
  await onAFreshSite(async (site, cookie) => {
    const sized = (bytes: number) => {
      const whole = pdf("sized");
      return Buffer.concat([whole.subarray(0, 9), Buffer.alloc(bytes - whole.length, "%"), whole.subarray(9)]);
    };
    const add = (title: string, bytes: Buffer) => addDocument(site.baseURL, cookie, { kind: "work", title }, bytes);
    const exact = await add("Exactly ten", sized(10 * 1024 * 1024));
    expect(exact.status).toBe(302);
    const over = await add("One byte over", sized(10 * 1024 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(await over.text()).toContain("This document is too large: it may be at most 10 MB.");
    const list = await (await fetch(`${site.baseURL}/login-home/documents`, { headers: { Cookie: cookie } })).text();
    expect(list).toContain("Exactly ten");
    expect(list).not.toContain("One byte over");
  });
});

test("a video's, an article's and a document's title may be given in Hindi, and a Hindi page shows it", async () => {
  await onAFreshSite(async (site, cookie) => {
    const post = ownerFormPoster(site.baseURL, cookie);
    expect(
      (await post("/login-home/videos", { intent: "add", title: "Evening classes", titleHi: "शाम की कक्षाएँ", link: "https://youtu.be/dQw4w9WgXcQ" })).status,
    ).toBe(302);
    expect((await post("/login-home/articles", { intent: "add", titleHi: "मऊ में स्वास्थ्य शिविर", url: "https://www.amarujala.com/camp" })).status).toBe(302);
    const noTitle = await post("/login-home/articles", { intent: "add", title: " ", titleHi: "", url: "https://www.amarujala.com/camp" });
    expect(noTitle.status).toBe(400);
    const plan = await addDocument(site.baseURL, cookie, { kind: "work", title: "Camp plan", titleHi: "शिविर की योजना" }, pdf("plan"), "plan.pdf");
    expect(plan.status).toBe(302);

    const message = await (await fetch(`${site.baseURL}/hi/message`)).text();
    expect(message).toContain("शाम की कक्षाएँ");
    expect(await (await fetch(`${site.baseURL}/message`)).text()).toContain("Evening classes");
    const gallery = await (await fetch(`${site.baseURL}/hi/gallery`)).text();
    expect(gallery).toContain("मऊ में स्वास्थ्य शिविर");
    expect(gallery).toContain("शिविर की योजना");
    // An English page shows the Hindi where the owner gave no English, marked as Hindi.
    expect(await (await fetch(`${site.baseURL}/gallery`)).text()).toMatch(/lang="hi"[^>]*>मऊ में स्वास्थ्य शिविर/);
  });
});
