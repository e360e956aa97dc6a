import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import { TextField, TwoLanguageField } from "./owner-form";

/** The category title (English, Hindi or both) and count of a work counter, for adding and for editing. */
export function WorkCounterFields({ values }: { values: Record<string, string | null | undefined> }) {
  const t = useTexts().owner.counters;
  return (
    <>
      <TwoLanguageField name="category" label={t.category} oneNeeded maxLength={LIMITS.category} values={values} />
      <TextField
        id="count"
        name="count"
        label={t.count}
        type="number"
        inputMode="numeric"
        min={0}
        max={LIMITS.count}
        required
        defaultValue={values.count ?? undefined}
      />
    </>
  );
}
