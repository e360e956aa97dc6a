import { expect, it } from "vitest";
import { siteOnDisk } from "../support/site-on-disk";

// Move up and Move down move a row one place in the list as the owner sees it, even where two
// rows share a position (a row restored from the bin before restores made room for it). The
// site is set up for real: migrations on a fresh SQLite file, the moves as the registry binds them.
siteOnDisk("order");

it("a row moves one place at a time, also past rows that share a position", async () => {
  const { db } = await import("~/site/db.server");
  const { IN_OWNER_ORDER } = await import("~/domain/ordering.server");
  const { moveVideo } = (await import("~/kinds/kinds.server")).kindBindings();
  for (const [id, position] of [
    ["a", 1],
    ["b", 2],
    ["c", 3],
    ["d", 3],
  ] as const)
    await db().video.create({ data: { id, title: `Video ${id}`, youtubeId: "dQw4w9WgXcQ", position } });
  const shown = async () => (await db().video.findMany({ orderBy: [...IN_OWNER_ORDER] })).map((video) => video.id);
  expect(await shown()).toEqual(["a", "b", "c", "d"]);

  expect((await moveVideo({ _id: "d", intent: "up" })).ok).toBe(true);
  expect(await shown()).toEqual(["a", "b", "d", "c"]);
  expect((await moveVideo({ _id: "b", intent: "down" })).ok).toBe(true);
  expect(await shown()).toEqual(["a", "d", "b", "c"]);
  expect((await moveVideo({ _id: "a", intent: "up" })).ok).toBe(true);
  expect(await shown()).toEqual(["a", "d", "b", "c"]);
  expect(new Set((await db().video.findMany()).map((video) => video.position)).size).toBe(4);
});
