import { Photo, type PhotoSources } from "./photo";

export type Slide = PhotoSources & { id: string; details: string };

/**
 * The home page's photo stories: a strip to swipe or scroll. Its buttons stay hidden until
 * app/enhancements/carousel.ts brings them to life.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="Photo stories of our work" className="relative bg-stone-900">
      <div
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
            data-active={index === 0}
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
      {slides.length > 1 ? (
        <div className="absolute right-3 top-3 flex gap-2" hidden data-carousel-controls>
          <CarouselButton label="Previous photo" does="previous">
            ‹
          </CarouselButton>
          <CarouselButton label="Pause the slideshow" does="play">
            ❚❚
          </CarouselButton>
          <CarouselButton label="Next photo" does="next">
            ›
          </CarouselButton>
        </div>
      ) : null}
    </section>
  );
}

function CarouselButton({ label, does, children }: { label: string; does: "previous" | "play" | "next"; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...{ [`data-carousel-${does}`]: true }}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-xl font-bold text-stone-900 shadow hover:bg-white"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
