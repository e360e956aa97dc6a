import { useEffect, useState, type ChangeEvent } from "react";

/**
 * The photo input. With JavaScript it previews the chosen photo. The guidance on size is the
 * trust's own; any photo that is not too large is accepted.
 */
export function PhotoField({ required, current }: { required: boolean; current?: { src: string; alt: string } }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  return (
    <div>
      {current ? (
        <figure className="mb-3">
          <img src={current.src} alt={current.alt} width="320" height="200" className="h-auto max-w-xs rounded-lg" />
          <figcaption className="text-sm text-stone-700">The current photo. It stays unless you choose another.</figcaption>
        </figure>
      ) : null}
      <label htmlFor="image" className="block font-semibold">
        {current ? "Choose another photo (optional)" : "Photo"}
      </label>
      <p id="image-note" className="text-sm text-stone-700">
        The photo should be 5000px by 5000px with aspect ratio 1 (square). At most 25 MB; JPEG, PNG, WebP or AVIF (HEIC photos are not supported yet).
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
      {preview ? <img src={preview} alt="Preview of your choice" className="mt-3 h-auto max-w-xs rounded-lg" data-photo-preview /> : null}
    </div>
  );
}
