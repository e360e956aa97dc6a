import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import { TextField, TwoLanguageField } from "./owner-form";

/** The fields of a notice, for posting and for editing: its text in English, Hindi or both, and the last day it shows. */
export function NoticeFields({ values }: { values: Record<string, string | null | undefined> }) {
  const t = useTexts().owner.notices;
  return (
    <>
      <TwoLanguageField name="update" label={t.notice} multiline oneNeeded maxLength={LIMITS.notice} values={values} />
      <TextField id="showUntil" name="showUntil" label={t.showUntil} help={t.showUntilHelp} type="date" maxLength={10} defaultValue={values.showUntil ?? ""} />
    </>
  );
}
