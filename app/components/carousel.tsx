import { useCallback, useEffect, useRef, useState } from "react";
import { Photo, type PhotoSources } from "./photo";

export const CAROUSEL_INTERVAL_MS = 2000;
const SCROLL_SETTLE_MS = 150;

export type Slide = PhotoSources & { id: string; details: string };

/**
 * The home page's photo stories. Without JavaScript it is a strip to swipe or scroll; with it,
 * the first slide is active, it advances every 2 s (never under prefers-reduced-motion), and
 * previous, next and pause buttons appear (WCAG 2.2.2).
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    setEnhanced(true);
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const update = () => setReducedMotion(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  // While a button's smooth scroll is under way the strip passes other slides, and on a slow
  // phone it can pause long enough to look settled: only the slide it was sent to counts.
  const headingFor = useRef<number | null>(null);
  const show = useCallback(
    (index: number) => {
      const count = slides.length;
      const next = ((index % count) + count) % count;
      setActive(next);
      const node = strip.current;
      if (!node) return;
      const left = next * node.clientWidth;
      headingFor.current = Math.abs(node.scrollLeft - left) < 1 ? null : next;
      node.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [slides.length, reducedMotion],
  );

  const advancing = enhanced && playing && !reducedMotion && slides.length > 1;
  useEffect(() => {
    if (!advancing) return;
    const timer = setInterval(() => show(active + 1), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [advancing, active, show]);

  // A swipe moves the strip itself; the active slide follows once the strip has settled, so the
  // in-between positions of a smooth scroll never count as a choice.
  const settling = useRef<ReturnType<typeof setTimeout>>();
  const followScroll = () => {
    clearTimeout(settling.current);
    settling.current = setTimeout(() => {
      const node = strip.current;
      if (!node || node.clientWidth === 0) return;
      const settledOn = Math.round(node.scrollLeft / node.clientWidth);
      if (headingFor.current === null) setActive(settledOn);
      else if (headingFor.current === settledOn && Math.abs(node.scrollLeft - settledOn * node.clientWidth) < 1) {
        headingFor.current = null;
      }
    }, SCROLL_SETTLE_MS);
  };
  useEffect(() => () => clearTimeout(settling.current), []);

  // A finger, wheel or key on the strip takes over from a button's scroll still under way.
  useEffect(() => {
    const node = strip.current;
    if (!node) return;
    const takeOver = () => {
      headingFor.current = null;
    };
    const inputs = ["pointerdown", "wheel", "keydown"] as const;
    for (const input of inputs) node.addEventListener(input, takeOver, { passive: true });
    return () => {
      for (const input of inputs) node.removeEventListener(input, takeOver);
    };
  }, []);

  if (slides.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label="Photo stories of our work" className="relative bg-stone-900">
      <div
        ref={strip}
        onScroll={followScroll}
        role="region"
        tabIndex={0}
        aria-label="Photo stories, scroll sideways for more"
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        data-carousel-strip
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            data-active={index === active}
            className="relative w-full shrink-0 snap-start"
          >
            <Photo
              photo={slide}
              alt={slide.details}
              sizes="100vw"
              eager={index === 0}
              className="aspect-[16/9] h-auto max-h-[70vh] w-full object-cover"
            />
            <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-4 pb-4 pt-10 text-white md:px-10 md:text-lg">
              {slide.details}
            </p>
          </div>
        ))}
      </div>
      {enhanced && slides.length > 1 ? (
        <div className="absolute right-3 top-3 flex gap-2">
          <CarouselButton label="Previous photo" onClick={() => show(active - 1)}>
            ‹
          </CarouselButton>
          <CarouselButton label={playing ? "Pause the slideshow" : "Play the slideshow"} onClick={() => setPlaying(!playing)}>
            {playing ? "❚❚" : "▶"}
          </CarouselButton>
          <CarouselButton label="Next photo" onClick={() => show(active + 1)}>
            ›
          </CarouselButton>
        </div>
      ) : null}
    </section>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-xl font-bold text-stone-900 shadow hover:bg-white"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
