import { LIMITS } from "~/domain/rules";
import { TextField, TwoLanguageField } from "./owner-form";

/** The fields of a notice, for posting and for editing: its text in English, Hindi or both, and the last day it shows. */
export function NoticeFields({ values }: { values: Record<string, string | null | undefined> }) {
  return (
    <>
      <TwoLanguageField name="update" label="Notice" multiline oneNeeded maxLength={LIMITS.notice} values={values} />
      <TextField
        id="showUntil"
        name="showUntil"
        label="Show until (optional)"
        help="The last day it shows on the public notice board. After it, it stays here in your list."
        type="date"
        maxLength={10}
        defaultValue={values.showUntil ?? ""}
      />
    </>
  );
}
