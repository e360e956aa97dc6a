import { WithHindiMarked } from "./written";

/**
 * A field's label and, under it, what to write: the help's id is `<id>-help`, for the field's
 * aria-describedby. Every form of the site labels its fields so, the owner's and the donor's.
 */
export function FieldLabel({ id, label, help }: { id: string; label: string; help?: string | undefined }) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold">
        <WithHindiMarked text={label} />
      </label>
      {help ? (
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      ) : null}
    </>
  );
}
