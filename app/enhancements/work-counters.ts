const COUNTER_START = 100;
const COUNTER_DURATION_MS = 2000;
// Twenty steps a second read as counting; a step every frame would make a slow phone lay out
// the counters sixty times a second for no visible gain.
const COUNTER_STEP_MS = 50;

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
 * Indian grouping (1,25,000), as i18n/indian-number.ts writes it on the server. The public
 * pages' script is built as one file that must load nothing else, and importing that module
 * made the build split it into a second chunk every public page then fetched; the test pins
 * the two to the same output.
 */
export function indianGrouping(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/** A counter as the server writes it: Indian grouping, then "+" (1,25,000+). */
function shownCount(value: number): string {
  return `${indianGrouping(value)}+`;
}

type CountUp = { shown: HTMLElement; count: number; began: number };
const countingUp = new Set<CountUp>();
let ticker: ReturnType<typeof setInterval> | undefined;

// One timer steps every counter in view together, and stops when the last one is done.
function step() {
  const now = performance.now();
  for (const counter of countingUp) {
    const elapsed = now - counter.began;
    counter.shown.textContent = shownCount(counterValueAt(counter.count, elapsed));
    if (elapsed >= COUNTER_DURATION_MS) countingUp.delete(counter);
  }
  if (countingUp.size === 0) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

function countUp(shown: HTMLElement, count: number) {
  countingUp.add({ shown, count, began: performance.now() });
  ticker ??= setInterval(step, COUNTER_STEP_MS);
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
    shown.textContent = shownCount(counterStart(count));
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      countUp(shown, count);
    });
    observer.observe(counter);
  }
}
