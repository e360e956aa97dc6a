import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField, STORY_SLIDE_HELP } from "~/components/photo-field";
import { PhotoStoryForm } from "~/components/photo-story-form";
import { LIMITS } from "~/domain/rules";
import { ownerForm } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";

export const meta = pageMeta("Add a photo story", "Add a Success Works photo story.");

export const loader = ownerOnlyLoader;

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addContent");
}

export default function AddPhotoStory() {
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Success Works</h1>
      <PhotoStoryForm refusal={refusal?.message}>
        <PhotoField required asSlide />
        <TwoLanguageField name="details" label="Description" help={STORY_SLIDE_HELP} multiline oneNeeded maxLength={LIMITS.details} values={refusal?.values ?? {}} />
        <SubmitButton busyText="Uploading…">Add photo story</SubmitButton>
      </PhotoStoryForm>
    </>
  );
}
