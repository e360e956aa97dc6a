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

function countUp(shown: HTMLElement, count: number) {
  const began = performance.now();
  const step = (now: number) => {
    const elapsed = now - began;
    shown.textContent = `${counterValueAt(count, elapsed)}+`;
    if (elapsed < COUNTER_DURATION_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The server HTML holds each counter's final number; here each one drops to its start and
 * counts up when it scrolls into view. Screen readers keep the final number throughout.
 */
export function enhanceWorkCounters() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const counter of document.querySelectorAll<HTMLElement>("[data-counter]")) {
    const shown = counter.querySelector<HTMLElement>("[data-counter-value]");
    const count = Number(counter.dataset.count);
    if (!shown || !Number.isFinite(count)) continue;
    shown.textContent = `${counterStart(count)}+`;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      countUp(shown, count);
    });
    observer.observe(counter);
  }
}
