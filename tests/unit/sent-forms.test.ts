import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// A form sent twice is done once (http/sent-forms.server.ts), on a real site's database: a
// second sending is answered where the first went (waiting while the first is being saved), a
// refused or failed one may be sent again, a different form with the same page key is its own,
// and what is remembered is forgotten after two days.
siteOnDisk("sent-forms");

const DAY_MS = 24 * 60 * 60 * 1000;
const listAt = (row: { id: string }) => `/login-home/worklist?saved=${row.id}#row-${row.id}`;

/** A save that counts its runs (`runs`) and writes the row `id`. */
async function counted(id: string) {
  const { success } = await import("~/domain/outcome");
  const save = Object.assign(
    async () => {
      save.runs += 1;
      return success({ id });
    },
    { runs: 0 },
  );
  return save;
}

it("a form is saved once however often it is sent, a refused or failed one may be sent again, and a repeat is forgotten after two days", async () => {
  const { db } = await import("~/site/db.server");
  const { refusal } = await import("~/domain/outcome");
  const { said } = await import("~/i18n/said");
  const { doneOnce, purgeOldSendings } = await import("~/http/sent-forms.server");
  const form = { formKey: "page-1", category: "Rural Education", count: "10" };
  const save = await counted("a");

  expect(await doneOnce(form, save, listAt)).toEqual({ saved: { id: "a" }, answerTo: "/login-home/worklist?saved=a#row-a" });
  expect(await doneOnce({ ...form }, save, listAt)).toEqual({ repeatOf: "/login-home/worklist?saved=a#row-a" });
  expect(save.runs).toBe(1);

  // The same page key with something else typed is a form of its own; refused, it may be sent again.
  const refused = await doneOnce({ ...form, count: "-1" }, async () => refusal(400, said.notFound), listAt);
  expect(refused).toEqual({ refused: refusal(400, said.notFound) });
  expect(await doneOnce({ ...form, count: "-1" }, save, listAt)).toHaveProperty("saved");
  // A save that failed is let go as well.
  const failing = { ...form, count: "12" };
  await expect(doneOnce(failing, () => Promise.reject(new Error("disk full")), listAt)).rejects.toThrow("disk full");
  expect(await doneOnce(failing, save, listAt)).toHaveProperty("saved");
  expect(save.runs).toBe(3);
  // A form without a key (the JSON API) is saved every time.
  await doneOnce({ category: "Charity" }, save, listAt);
  await doneOnce({ category: "Charity" }, save, listAt);
  expect(save.runs).toBe(5);

  const now = new Date();
  await db().sentForm.updateMany({ data: { createdAt: new Date(now.getTime() - 3 * DAY_MS) } });
  await purgeOldSendings(now);
  expect(await db().sentForm.count()).toBe(0);
  expect(await doneOnce({ ...form }, save, listAt)).toHaveProperty("saved");
  expect(save.runs).toBe(6);
});

it("a second sending while the first is being saved waits for it, then goes where it went", async () => {
  const { success } = await import("~/domain/outcome");
  const { doneOnce } = await import("~/http/sent-forms.server");
  const form = { formKey: "page-2", _id: "row-7", intent: "up" };
  const slowly = () => new Promise<ReturnType<typeof success<{ id: string }>>>((resolve) => setTimeout(() => resolve(success({ id: "row-7" })), 600));
  const first = doneOnce(form, slowly, listAt);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const again = await counted("row-8");
  const second = doneOnce({ ...form }, again, listAt);
  expect(await first).toEqual({ saved: { id: "row-7" }, answerTo: "/login-home/worklist?saved=row-7#row-row-7" });
  expect(await second).toEqual({ repeatOf: "/login-home/worklist?saved=row-7#row-row-7" });
  expect(again.runs).toBe(0);
});
