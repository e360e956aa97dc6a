import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import { TwoLanguageField } from "./owner-form";

/** The fields of a question, each in English, Hindi or both, for the add and the edit form. */
export function FaqFields({ values = {} }: { values?: Record<string, string | null> }) {
  const t = useTexts().owner.faqs;
  return (
    <>
      <TwoLanguageField name="question" label={t.question} oneNeeded maxLength={LIMITS.line} values={values} />
      <TwoLanguageField name="answer" label={t.answer} multiline oneNeeded maxLength={LIMITS.details} values={values} />
    </>
  );
}
