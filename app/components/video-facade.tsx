import { langAttribute } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";
import { Quoting, Written } from "./written";

/**
 * A YouTube video that costs nothing until it is wanted: a local picture and a play button.
 * app/enhancements/video-facades.ts swaps in the privacy-enhanced player on a click; without
 * JavaScript the link opens YouTube.
 */
export function VideoFacade({ youtubeId, title, playLabel }: { youtubeId: string; title: string; playLabel: string }) {
  // The player that replaces the picture is titled with the owner's words, in their language.
  const titleLang = langAttribute(title, useLang()).lang;
  return (
    <figure className="overflow-hidden rounded-xl bg-stone-900">
      <div className="relative aspect-video">
        <a
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
          className="group absolute inset-0 flex items-center justify-center"
          data-video-facade
          data-youtube-id={youtubeId}
          data-title={title}
          data-title-lang={titleLang}
        >
          <img src="/images/video-poster.svg" alt="" width="640" height="360" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
          <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-red-700 text-3xl text-white shadow-lg group-hover:bg-red-800">
            <span aria-hidden="true">▶</span>
          </span>
          <span className="sr-only">
            <Quoting sentence={playLabel} />
          </span>
        </a>
      </div>
      <Written as="figcaption" text={title} className="px-4 py-3 text-white" />
    </figure>
  );
}
