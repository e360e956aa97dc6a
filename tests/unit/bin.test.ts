import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// The bin lets go of a row BIN_DAYS after it was deleted, files included; the clock is the
// purge's argument, so thirty days pass in a test. What it gives back fits the table as it is now. The site is set up for real: migrations on a
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

it("a story binned before an update of the site dropped one of its columns comes back whole", async () => {
  const { db } = await import("~/site/db.server");
  const { restoreFromBin } = await import("~/domain/bin.server");
  const { binnedKind, kindBindings } = await import("~/kinds/kinds.server");
  const { deletePhotoStory } = kindBindings();
  const story = await db().photoStory.create({ data: { details: "Eye camp at Rampur", imageKey: "d".repeat(24), width: 640, height: 480 } });
  expect((await deletePhotoStory({ _id: story.id })).ok).toBe(true);
  // The row as the site before this one kept it, with the add form's key it no longer has.
  const entry = await db().binEntry.findFirstOrThrow({ where: { rowId: story.id } });
  await db().binEntry.update({
    where: { id: entry.id },
    data: { row: JSON.stringify({ ...JSON.parse(entry.row), uploadKey: "0b6c2f0e-6f5e-4c8e-9d55-6f1d0c7b3a21" }) },
  });

  expect((await restoreFromBin(entry.id, binnedKind)).ok).toBe(true);
  const back = await db().photoStory.findUniqueOrThrow({ where: { id: story.id } });
  expect({ details: back.details, imageKey: back.imageKey, createdAt: back.createdAt }).toEqual({
    details: "Eye camp at Rampur",
    imageKey: "d".repeat(24),
    createdAt: story.createdAt,
  });
});
