import { useEffect, useRef, useState } from "react";

export const COUNTER_START = 100;
export const COUNTER_DURATION_MS = 2000;

/** Where the count-up starts: 100, or 0 for a count below 100. */
export function counterStart(count: number): number {
  return count < COUNTER_START ? 0 : COUNTER_START;
}

/** The value shown `elapsed` ms into the count-up, easing out towards `count`. */
export function counterValueAt(count: number, elapsed: number): number {
  const start = counterStart(count);
  const progress = Math.min(1, Math.max(0, elapsed / COUNTER_DURATION_MS));
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(start + (count - start) * eased);
}

/**
 * A work counter: the server HTML holds the final number; with JavaScript it counts up when it
 * scrolls into view. Screen readers get the final number only.
 */
export function WorkCounter({ category, count }: { category: string; count: number }) {
  const [shown, setShown] = useState(count);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setShown(counterStart(count));
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const began = performance.now();
      const step = (now: number) => {
        const elapsed = now - began;
        setShown(counterValueAt(count, elapsed));
        if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [count]);

  return (
    <div ref={element} className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200" data-counter>
      <p className="text-4xl font-bold tabular-nums text-brand-700">
        <span aria-hidden="true" data-counter-value>
          {`${shown}+`}
        </span>
        <span className="sr-only">{`${count}+`}</span>
      </p>
      <h3 className="mt-2 font-semibold">{category}</h3>
    </div>
  );
}
