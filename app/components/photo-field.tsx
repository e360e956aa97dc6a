import { useEffect, useState, type ChangeEvent } from "react";

// The spec's guidance for a photo story; the other photos take any shape.
const STORY_NOTE = "The photo should be 5000px by 5000px with aspect ratio 1 (square).";
/** What of a photo story the home page's slide shows, for the story form's description. */
export const STORY_SLIDE_HELP = "The home page's slide shows the first two lines (three on a computer) with “Read the story”; the whole description is on the story's own page and in the gallery.";
const ACCEPTED = "At most 25 MB; JPEG, PNG, WebP or AVIF (HEIC photos are not supported yet).";

/**
 * The photo input. With JavaScript it previews the chosen photo. Where the photo is optional
 * and one is stored, the owner may tick to remove it.
 */
export function PhotoField({
  required,
  current,
  noun = "photo",
  guidance = STORY_NOTE,
  removable = false,
  asSlide = false,
}: {
  required: boolean;
  current?: { src: string; alt: string } | null;
  /** What the photo is, in the labels: a photo, a logo. */
  noun?: string;
  guidance?: string;
  /** Offers "Remove the photo" (the field removePhoto) when one is stored. */
  removable?: boolean;
  /** Shows the stored photo as the home page's slide shows it: whole, in a 16:9 frame. */
  asSlide?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  const label = `${current ? `Choose another ${noun}` : capitalised(noun)}${required ? "" : " (optional)"}`;
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
          <figcaption className="text-sm text-stone-700">
            The current {noun}{asSlide ? ", as the home page's slide shows it" : ""}. It stays unless you choose another.
          </figcaption>
        </figure>
      ) : null}
      <label htmlFor="image" className="block font-semibold">
        {label}
      </label>
      <p id="image-note" className="text-sm text-stone-700">
        {guidance} {ACCEPTED}
      </p>
      <input
        id="image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        required={required}
        aria-describedby="image-note"
        onChange={choose}
        className="mt-1 block w-full min-h-11"
      />
      {preview ? (
        <img
          src={preview}
          alt="Preview of your choice"
          className={asSlide ? "mt-3 aspect-video w-full max-w-xs rounded-lg bg-stone-900 object-contain" : "mt-3 h-auto max-w-xs rounded-lg"}
          data-photo-preview
        />
      ) : null}
      {current && removable ? (
        <label className="mt-3 flex min-h-11 items-center gap-2">
          <input type="checkbox" name="removePhoto" className="h-5 w-5" />
          Remove the {noun}
        </label>
      ) : null}
    </div>
  );
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
