import type { ImgHTMLAttributes } from "react";

export type PhotoSources = {
  /** The stored photo's key: its files are named after it. */
  key: string;
  src: string;
  width: number;
  height: number;
  srcSets: { avif: string; webp: string; jpg: string };
};

type Props = {
  photo: PhotoSources;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "style" | "lang">;

/** A stored photo in AVIF, WebP or JPEG, whichever the phone takes, at the width it needs. */
export function Photo({ photo, alt, sizes, eager = false, className, style, lang }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcSets.webp} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.srcSets.jpg}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {
          ...{ fetchpriority: eager ? "high" : "auto" } /* React 18 knows no fetchPriority prop */
        }
        className={className}
        style={style}
        lang={lang}
      />
    </picture>
  );
}
