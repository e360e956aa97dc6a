import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// A form sent twice is done once (http/sent-forms.server.ts), on a real site's database: a
// second sending is answered where the first went (waiting while the first is being saved), a
// refused one may be sent again, a different form with the same page key is its own, and what is
// remembered is forgotten after two days.
siteOnDisk("sent-forms");

const DAY_MS = 24 * 60 * 60 * 1000;

it("a sending is taken once, answered where the first went, let go when refused, and forgotten after two days", async () => {
  const { db } = await import("~/site/db.server");
  const { purgeOldSendings, sendingAnswered, sendingDropped, takeSending } = await import("~/http/sent-forms.server");
  const form = { formKey: "page-1", category: "Rural Education", count: "10" };

  const first = await takeSending(form);
  expect(first.key).not.toBeNull();
  await sendingAnswered(first, "/login-home/worklist?saved=a#row-a");
  expect(await takeSending({ ...form })).toEqual({ key: null, answeredTo: "/login-home/worklist?saved=a#row-a" });
  // The same page key with something else typed is a form of its own.
  const other = await takeSending({ ...form, count: "11" });
  expect(other.key).not.toBeNull();
  await sendingDropped(other);
  const again = await takeSending({ ...form, count: "11" });
  expect(again.key).toBe(other.key);
  // A form without a key (the JSON API) is never remembered.
  expect(await takeSending({ category: "Charity" })).toEqual({ key: null, answeredTo: null });

  const now = new Date();
  await db().sentForm.updateMany({ where: { key: first.key ?? "" }, data: { createdAt: new Date(now.getTime() - 3 * DAY_MS) } });
  await purgeOldSendings(now);
  expect((await db().sentForm.findMany()).map((sending) => sending.key)).toEqual([again.key]);
});

it("a second sending while the first is being saved waits for it, then goes where it went", async () => {
  const { sendingAnswered, takeSending } = await import("~/http/sent-forms.server");
  const form = { formKey: "page-2", _id: "row-7", intent: "up" };
  const first = await takeSending(form);
  const second = takeSending({ ...form });
  await new Promise((resolve) => setTimeout(resolve, 600));
  await sendingAnswered(first, "/login-home/faqs?saved=row-7#row-7");
  expect(await second).toEqual({ key: null, answeredTo: "/login-home/faqs?saved=row-7#row-7" });
});
