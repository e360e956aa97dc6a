import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("the 100 ms scroll and resize throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per 100 ms, and once more after the last call of a burst", () => {
    const action = vi.fn();
    const throttled = throttle(action, 100);
    throttled();
    expect(action).toHaveBeenCalledTimes(1);
    for (let n = 0; n < 9; n++) {
      vi.advanceTimersByTime(10);
      throttled();
    }
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(action).toHaveBeenCalledTimes(2);
    throttled();
    expect(action).toHaveBeenCalledTimes(3);
  });
});
