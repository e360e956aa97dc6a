import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import { TwoLanguageField } from "./owner-form";

/** A photo story's words, in English, Hindi or both, as the home page's slide shows them: for the add and the edit form. */
export function PhotoStoryFields({ values = {} }: { values?: Record<string, string | null> }) {
  const { stories: t, photo } = useTexts().owner;
  return <TwoLanguageField name="details" label={t.description} help={photo.storySlideHelp} multiline oneNeeded maxLength={LIMITS.details} values={values} />;
}
