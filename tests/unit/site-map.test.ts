import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// The sitemap's lastmod tells a search engine when to read the site again: it must move with
// every change a visitor can see, of every kind, not only with the kinds that kept an edit's time.
// The site is set up for real (migrations on a fresh SQLite file), and each change is made as the
// owner's forms make it, through the registry's bindings.
siteOnDisk("site-map");

const LONG_AGO = "2025-01-01T00:00:00.000+00:00";

/** Dates every row's last change, and every bin entry, a year back: the sitemap's date is then that day. */
async function everythingLongAgo() {
  const { db } = await import("~/site/db.server");
  const { kindTables } = await import("~/kinds/kinds.server");
  for (const table of ["TrustDetails", ...kindTables()]) await db().$executeRawUnsafe(`UPDATE "${table}" SET "updatedAt" = ?`, LONG_AGO);
  await db().$executeRawUnsafe(`UPDATE "BinEntry" SET "binnedAt" = ?`, LONG_AGO);
}

/** The sitemap's date after `change`, made when everything else changed long ago: no earlier than the change. */
async function movesTheDate(change: () => Promise<{ ok: boolean }>) {
  const { lastContentChange } = await import("~/domain/site-map.server");
  await everythingLongAgo();
  expect(await lastContentChange()).toEqual(new Date(LONG_AGO));
  const before = Date.now();
  expect((await change()).ok).toBe(true);
  expect((await lastContentChange())?.getTime()).toBeGreaterThanOrEqual(before);
}

it("the sitemap's date moves with a video or an article link added, an FAQ or a caption edited, a group renamed", async () => {
  const { db } = await import("~/site/db.server");
  const { addVideo, addArticleLink, updateFaq, renameGalleryGroup, updateGalleryPhoto } = (await import("~/kinds/kinds.server")).kindBindings();
  const faq = await db().faq.findFirstOrThrow();
  const group = await db().galleryGroup.create({ data: { title: "Winter relief", position: 1 } });
  const photo = await db().galleryPhoto.create({
    data: { groupId: group.id, caption: "Blankets", imageKey: "e".repeat(24), width: 640, height: 480, position: 1 },
  });

  await movesTheDate(() => addVideo({ title: "Eye camp", link: "dQw4w9WgXcQ" }));
  await movesTheDate(() => addArticleLink({ title: "Lamps of learning", url: "https://example.org/lamps", source: null, publishedOn: null }));
  await movesTheDate(() => updateFaq({ _id: faq.id, question: faq.question, answer: "A new answer" }));
  await movesTheDate(() => renameGalleryGroup({ _id: group.id, title: "Winter relief, Mau" }));
  await movesTheDate(() => updateGalleryPhoto({ _id: photo.id, caption: "Blankets for forty homes" }));
});

it("the sitemap's date moves when a row is moved, sent to the bin, and restored", async () => {
  const { db } = await import("~/site/db.server");
  const { restoreFromBin } = await import("~/domain/bin.server");
  const { binnedKind, kindBindings } = await import("~/kinds/kinds.server");
  const { moveFaq, deleteFaq } = kindBindings();
  const [first] = await db().faq.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  if (!first) throw new Error("The site ships its FAQs");

  await movesTheDate(() => moveFaq({ _id: first.id, intent: "down" }));
  await movesTheDate(() => deleteFaq({ _id: first.id }));
  const entry = await db().binEntry.findFirstOrThrow({ where: { rowId: first.id } });
  await movesTheDate(() => restoreFromBin(entry.id, binnedKind));
});
