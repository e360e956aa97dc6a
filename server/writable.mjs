// @ts-check

/**
 * Waits until a stream being written takes more, or is gone: resolves on its "drain" or its
 * "close", whichever comes first, and leaves no listener behind (a large answer waits thousands
 * of times). A stream already gone is not waited for: its "close" came before, and whatever
 * feeds it (a backup being sent, an upload being read) would wait forever.
 * @param {import("node:stream").Writable} writable
 * @returns {Promise<void>}
 */
export function drainedOrClosed(writable) {
  if (writable.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      writable.off("drain", done).off("close", done);
      resolve();
    };
    writable.on("drain", done).on("close", done);
  });
}
