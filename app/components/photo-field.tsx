import { type ChangeEvent, useEffect, useState } from "react";
import { useTexts } from "~/i18n/use-texts";
import type { Catalogue } from "~/i18n/texts";

/**
 * The photo input. With JavaScript it previews the chosen photo. Where the photo is optional
 * and one is stored, the owner may tick to remove it.
 */
export function PhotoField({
  required,
  current,
  noun = "photo",
  guidance,
  removable = false,
  asSlide = false,
}: {
  required: boolean;
  current?: { src: string; alt: string } | null;
  /** What the photo is, in the labels: a photo, a logo, a QR code; a photo story's guidance is the spec's. */
  noun?: keyof Catalogue["owner"]["photo"]["nouns"];
  guidance?: string;
  /** Offers "Remove the photo" (the field removePhoto) when one is stored. */
  removable?: boolean;
  /** Shows the stored photo as the home page's slide shows it: whole, in a 16:9 frame. */
  asSlide?: boolean;
}) {
  const t = useTexts().owner.photo;
  const thing = t.nouns[noun];
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  const optional = useTexts().owner.form.optional;
  const label = `${current ? t.chooseAnother(thing) : t.choose(thing)}${required ? "" : ` ${optional}`}`;
  return (
    <div>
      {current ? (
        <figure className="mb-3">
          <img
            src={current.src}
            alt={current.alt}
            width="320"
            height="180"
            className={asSlide ? "aspect-video w-full max-w-xs rounded-lg bg-stone-900 object-contain" : "h-auto max-w-xs rounded-lg"}
          />
          <figcaption className="text-sm text-stone-700">{asSlide ? t.currentSlide(thing) : t.current(thing)}</figcaption>
        </figure>
      ) : null}
      <label htmlFor="image" className="block font-semibold">
        {label}
      </label>
      <p id="image-note" className="text-sm text-stone-700">
        {guidance ?? t.storyNote} {t.accepted}
      </p>
      {guidance ? null : (
        <p id="image-note-plainly" className="text-sm font-semibold text-stone-800">
          {t.anyPhotoIsFine}
        </p>
      )}
      <input
        id="image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        required={required}
        aria-describedby={guidance ? "image-note" : "image-note image-note-plainly"}
        onChange={choose}
        className="mt-1 block w-full min-h-11"
      />
      {preview ? (
        <img
          src={preview}
          alt={t.preview}
          className={asSlide ? "mt-3 aspect-video w-full max-w-xs rounded-lg bg-stone-900 object-contain" : "mt-3 h-auto max-w-xs rounded-lg"}
          data-photo-preview
        />
      ) : null}
      {current && removable ? (
        <label className="mt-3 flex min-h-11 items-center gap-2">
          <input type="checkbox" name="removePhoto" className="h-5 w-5" />
          {t.remove(thing)}
        </label>
      ) : null}
    </div>
  );
}
