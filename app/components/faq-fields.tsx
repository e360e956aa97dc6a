import { LIMITS } from "~/domain/rules";
import { TwoLanguageField } from "./owner-form";

/** The fields of a question, each in English, Hindi or both, for the add and the edit form. */
export function FaqFields({ values = {} }: { values?: Record<string, string | null> }) {
  return (
    <>
      <TwoLanguageField name="question" label="Question" oneNeeded maxLength={LIMITS.line} values={values} />
      <TwoLanguageField name="answer" label="Answer" multiline oneNeeded maxLength={LIMITS.details} values={values} />
    </>
  );
}
