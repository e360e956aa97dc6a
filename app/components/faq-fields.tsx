import { LIMITS } from "~/domain/rules";
import { TextField } from "./owner-form";

/** The fields of a question, for the add and the edit form. */
export function FaqFields({ values = {} }: { values?: Record<string, string> }) {
  return (
    <>
      <TextField id="question" name="question" label="Question" required maxLength={LIMITS.line} defaultValue={values.question} />
      <TextField id="answer" name="answer" label="Answer" multiline required maxLength={LIMITS.details} defaultValue={values.answer} />
    </>
  );
}
