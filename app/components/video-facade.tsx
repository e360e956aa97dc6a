import { useState, type MouseEvent } from "react";

/**
 * A YouTube video that costs nothing until it is wanted: a local picture and a play button.
 * The click loads the privacy-enhanced player; without JavaScript it opens YouTube.
 */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <figure className="overflow-hidden rounded-xl bg-stone-900">
      <div className="relative aspect-video">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full"
          />
        ) : (
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
            onClick={play}
            className="group absolute inset-0 flex items-center justify-center"
            data-video-facade
          >
            <img src="/images/video-poster.svg" alt="" width="640" height="360" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
            <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-red-700 text-3xl text-white shadow-lg group-hover:bg-red-800">
              <span aria-hidden="true">▶</span>
            </span>
            <span className="sr-only">Play the video: {title}</span>
          </a>
        )}
      </div>
      <figcaption className="px-4 py-3 text-white">{title}</figcaption>
    </figure>
  );
}
