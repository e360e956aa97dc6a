import { LIMITS } from "~/domain/rules";
import { TextField } from "./owner-form";

/** The category title and count of a work counter, for adding and for editing. */
export function WorkCounterFields({ category, count }: { category?: string; count?: string }) {
  return (
    <>
      <TextField id="category" name="category" label="Category title" required maxLength={LIMITS.category} defaultValue={category} />
      <TextField id="count" name="count" label="Count" type="number" inputMode="numeric" min={0} max={LIMITS.count} required defaultValue={count} />
    </>
  );
}
