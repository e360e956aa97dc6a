import { langAttribute, pathIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { Photo, type PhotoSources } from "./photo";
import { Written } from "./written";

type Slide = PhotoSources & { id: string; details: string };

/**
 * The home page's photo stories: a strip to swipe or scroll. Its buttons stay hidden until
 * app/enhancements/carousel.ts brings them to life.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const t = useTexts();
  const lang = useLang();
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t.carousel.label} className="relative bg-stone-900">
      {/* A named section is a region: the strip scrolls, so it takes focus for keyboard users. */}
      <section tabIndex={0} aria-label={t.carousel.strip} className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]" data-carousel-strip>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t.carousel.slide(index + 1, slides.length)}
            data-active={index === 0}
            className="relative w-full shrink-0 snap-start"
          >
            <Photo
              photo={slide}
              alt={slide.details}
              {...langAttribute(slide.details, lang)}
              sizes="100vw"
              eager={index === 0}
              className="aspect-[16/9] h-auto max-h-[70vh] w-full object-contain"
            />
            {/* A long story shows its first lines here; the whole of it is on its own page. */}
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-4 pb-3 pt-10 text-white md:px-10 md:text-lg">
              <Written as="p" className="line-clamp-2 md:line-clamp-3" text={slide.details} />
              <a
                href={pathIn(lang, `/success-works/${slide.id}`)}
                className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
              >
                {t.story.readMore}
              </a>
            </div>
          </div>
        ))}
      </section>
      {slides.length > 1 ? (
        <div className="absolute right-3 top-3 flex gap-2" hidden data-carousel-controls>
          <CarouselButton label={t.carousel.previous} does="previous">
            ‹
          </CarouselButton>
          <CarouselButton label={t.carousel.pause} does="play" labels={{ "data-label-pause": t.carousel.pause, "data-label-play": t.carousel.play }}>
            ❚❚
          </CarouselButton>
          <CarouselButton label={t.carousel.next} does="next">
            ›
          </CarouselButton>
        </div>
      ) : null}
    </section>
  );
}

function CarouselButton({
  label,
  does,
  labels,
  children,
}: {
  label: string;
  does: "previous" | "play" | "next";
  labels?: Record<string, string>;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      {...labels}
      {...{ [`data-carousel-${does}`]: true }}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-xl font-bold text-stone-900 shadow hover:bg-white"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
