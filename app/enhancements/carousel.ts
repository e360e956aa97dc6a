const CAROUSEL_INTERVAL_MS = 2000;
const SCROLL_SETTLE_MS = 150;

/** The slide `index` names on a strip of `count`, going round at either end. */
export function wrappedSlide(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The slide a strip scrolled to `scrollLeft` shows, each slide `width` wide. */
export function slideAt(scrollLeft: number, width: number): number {
  return Math.round(scrollLeft / width);
}

// The button's two labels come with the page, in its language.
const playIcons = { playing: "❚❚", paused: "▶" };

/**
 * The home page's photo stories. The server sends a strip to swipe or scroll; here the first
 * slide becomes active, the strip advances every 2 s (never under prefers-reduced-motion), and
 * the previous, pause and next buttons appear (WCAG 2.2.2).
 */
export function enhanceCarousel() {
  const carousel = document.querySelector<HTMLElement>("[aria-roledescription=carousel]");
  const strip = carousel?.querySelector<HTMLElement>("[data-carousel-strip]");
  const controls = carousel?.querySelector<HTMLElement>("[data-carousel-controls]");
  const slides = [...(strip?.querySelectorAll<HTMLElement>("[aria-roledescription=slide]") ?? [])];
  if (!strip || !controls || slides.length < 2) return;

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let active = 0;
  let playing = true;
  let timer: ReturnType<typeof setInterval> | undefined;
  // While a button's smooth scroll is under way the strip passes other slides, and on a slow
  // phone it can pause long enough to look settled: only the slide it was sent to counts.
  let headingFor: number | null = null;

  const markActive = (index: number) => {
    active = index;
    slides.forEach((slide, position) => (slide.dataset.active = String(position === index)));
  };

  const show = (index: number) => {
    const next = wrappedSlide(index, slides.length);
    markActive(next);
    const left = next * strip.clientWidth;
    headingFor = Math.abs(strip.scrollLeft - left) < 1 ? null : next;
    strip.scrollTo({ left, behavior: reducedMotion.matches ? "auto" : "smooth" });
  };

  const playButton = controls.querySelector<HTMLButtonElement>("[data-carousel-play]");
  const restartTimer = () => {
    clearInterval(timer);
    if (playing && !reducedMotion.matches) timer = setInterval(() => show(active + 1), CAROUSEL_INTERVAL_MS);
  };
  const setPlaying = (wanted: boolean) => {
    playing = wanted;
    const icon = playing ? playIcons.playing : playIcons.paused;
    const label = playing ? playButton?.dataset.labelPause : playButton?.dataset.labelPlay;
    if (label) playButton?.setAttribute("aria-label", label);
    const iconHolder = playButton?.querySelector("[aria-hidden]");
    if (iconHolder) iconHolder.textContent = icon;
    restartTimer();
  };

  controls.querySelector("[data-carousel-previous]")?.addEventListener("click", () => {
    show(active - 1);
    restartTimer();
  });
  controls.querySelector("[data-carousel-next]")?.addEventListener("click", () => {
    show(active + 1);
    restartTimer();
  });
  playButton?.addEventListener("click", () => setPlaying(!playing));
  reducedMotion.addEventListener("change", restartTimer);

  // A swipe moves the strip itself; the active slide follows once the strip has settled, so the
  // in-between positions of a smooth scroll never count as a choice.
  let settling: ReturnType<typeof setTimeout> | undefined;
  strip.addEventListener(
    "scroll",
    () => {
      clearTimeout(settling);
      settling = setTimeout(() => {
        if (strip.clientWidth === 0) return;
        const settledOn = slideAt(strip.scrollLeft, strip.clientWidth);
        if (headingFor === null) markActive(settledOn);
        else if (headingFor === settledOn && Math.abs(strip.scrollLeft - settledOn * strip.clientWidth) < 1) headingFor = null;
      }, SCROLL_SETTLE_MS);
    },
    { passive: true },
  );
  // A finger, wheel or key on the strip takes over from a button's scroll still under way.
  for (const input of ["pointerdown", "wheel", "keydown"]) {
    strip.addEventListener(input, () => (headingFor = null), { passive: true });
  }

  controls.hidden = false;
  setPlaying(true);
}
