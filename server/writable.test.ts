import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { drainedOrClosed } from "./writable.mjs";

/** A stream that takes one byte at a time and says so only when told. */
function slowSink() {
  const taken: (() => void)[] = [];
  const sink = new Writable({ highWaterMark: 1, write: (_chunk, _encoding, callback) => void taken.push(callback) });
  return { sink, takeOne: () => taken.shift()?.() };
}

describe("waiting on a stream being written", () => {
  it("ends when the stream takes more, and leaves no listener behind", async () => {
    const { sink, takeOne } = slowSink();
    expect(sink.write("a")).toBe(false);
    const waited = drainedOrClosed(sink);
    takeOne();
    await waited;
    expect([sink.listenerCount("drain"), sink.listenerCount("close")]).toEqual([0, 0]);
  });

  it("ends when the stream is destroyed while it waits, and at once when it was destroyed before", async () => {
    const { sink } = slowSink();
    sink.write("a");
    const waited = drainedOrClosed(sink);
    sink.destroy();
    await waited;
    expect([sink.listenerCount("drain"), sink.listenerCount("close")]).toEqual([0, 0]);
    await drainedOrClosed(sink);
  });

  it("gives up a stream that takes nothing for too long, so what feeds it can let go", async () => {
    const { sink } = slowSink();
    sink.write("a");
    await drainedOrClosed(sink, 50);
    expect(sink.destroyed).toBe(true);
    expect([sink.listenerCount("drain"), sink.listenerCount("close")]).toEqual([0, 0]);
  });
});
