import { describe, expect, it } from "vitest";
import { indianNumber } from "~/i18n/indian-number";
import { counterStart, counterValueAt, indianGrouping } from "./work-counters";

describe("a work counter's count-up", () => {
  it("starts at 100, or at 0 for a count below 100", () => {
    expect(counterStart(1250)).toBe(100);
    expect(counterStart(100)).toBe(100);
    expect(counterStart(42)).toBe(0);
  });

  it("reaches the count in 2 seconds and stays there", () => {
    expect(counterValueAt(1250, 0)).toBe(100);
    expect(counterValueAt(1250, 2000)).toBe(1250);
    expect(counterValueAt(1250, 5000)).toBe(1250);
    expect(counterValueAt(42, 2000)).toBe(42);
  });

  it("only ever rises, easing out towards the count", () => {
    let last = counterValueAt(1250, 0);
    for (let elapsed = 50; elapsed <= 2000; elapsed += 50) {
      const value = counterValueAt(1250, elapsed);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(counterValueAt(1250, 1000)).toBeGreaterThan((100 + 1250) / 2);
  });
});

describe("a counter's number", () => {
  it("is grouped in the script exactly as the server groups it", () => {
    for (const value of [0, 7, 99, 100, 999, 1000, 1250, 12345, 100000, 125000, 1234567, 10000000, 123456789, 1000000000]) {
      expect(indianGrouping(value), String(value)).toBe(indianNumber(value));
    }
  });
});
