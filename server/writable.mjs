// @ts-check

/**
 * How long a stream being written may take nothing before it is given up: a phone that stopped
 * reading a download (its signal gone, the page closed without a word) holds the answer's
 * source, a backup archive among them, for no longer than this.
 */
export const WRITE_SILENCE_MS = 120_000;

/**
 * Waits until a stream being written takes more, or is gone: resolves on its "drain" or its
 * "close", whichever comes first, and leaves no listener behind (a large answer waits thousands
 * of times). A stream already gone is not waited for: its "close" came before, and whatever
 * feeds it (a backup being sent, an upload being read) would wait forever. One that takes
 * nothing for `silenceMs` is destroyed.
 * @param {import("node:stream").Writable} writable
 * @param {number} [silenceMs]
 * @returns {Promise<void>}
 */
export function drainedOrClosed(writable, silenceMs = WRITE_SILENCE_MS) {
  if (writable.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const givingUp = setTimeout(() => writable.destroy(), silenceMs);
    const done = () => {
      clearTimeout(givingUp);
      writable.off("drain", done).off("close", done);
      resolve();
    };
    writable.on("drain", done).on("close", done);
  });
}
