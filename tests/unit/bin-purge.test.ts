import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// The bin lets go of a row BIN_DAYS after it was deleted, files included; the clock is the
// purge's argument, so thirty days pass in a test. The site is set up for real: migrations on a
// fresh SQLite file, the owner's Delete as the registry binds it, files on disk.
const uploads = path.join(siteOnDisk("bin"), "uploads");
const DAY = 86_400_000;

it("what has waited thirty days in the bin is removed for good with its files, and not a day sooner", async () => {
  const { db } = await import("~/site/db.server");
  const { purgeBin } = await import("~/domain/bin.server");
  const { deleteNotice, deletePhotoStory } = (await import("~/kinds/kinds.server")).kindBindings();
  const photoKey = "a".repeat(24);
  const sharedKey = "b".repeat(24);
  const pdfKey = "c".repeat(24);
  for (const name of [`${photoKey}-640.jpg`, `${photoKey}-640.webp`, `${sharedKey}-640.jpg`, `${pdfKey}.pdf`])
    fs.writeFileSync(path.join(uploads, name), "stored");
  const story = await db().photoStory.create({ data: { details: "Blankets", imageKey: photoKey, width: 640, height: 480 } });
  const sharing = await db().photoStory.create({ data: { details: "Same photo, twice", imageKey: sharedKey, width: 640, height: 480 } });
  await db().photoStory.create({ data: { details: "Still on the site", imageKey: sharedKey, width: 640, height: 480 } });
  const notice = await db().notice.create({ data: { update: "Camp on Sunday", attachmentKey: pdfKey, attachmentBytes: 6 } });

  const deletedAt = new Date();
  for (const removed of [await deletePhotoStory({ _id: story.id }), await deletePhotoStory({ _id: sharing.id }), await deleteNotice({ _id: notice.id })])
    expect(removed.ok).toBe(true);
  expect(await db().binEntry.count()).toBe(3);

  expect(await purgeBin(new Date(deletedAt.getTime() + 29 * DAY))).toBe(0);
  expect(fs.readdirSync(uploads).sort()).toEqual([`${photoKey}-640.jpg`, `${photoKey}-640.webp`, `${sharedKey}-640.jpg`, `${pdfKey}.pdf`]);

  expect(await purgeBin(new Date(deletedAt.getTime() + 30 * DAY + 60_000))).toBe(3);
  expect(await db().binEntry.count()).toBe(0);
  // The photo a story still on the site names stays; the rest went with the bin's rows.
  expect(fs.readdirSync(uploads)).toEqual([`${sharedKey}-640.jpg`]);
  expect(await db().photoStory.count()).toBe(1);
});
