import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { PhotoStoryForm } from "~/components/photo-story-form";
import { LIMITS } from "~/models/owner-input";
import { addPhotoStoryFrom } from "~/models/photo-story.server";
import { runOwnerAction } from "~/services/owner-action.server";
import { ownerOnlyLoader, requireOwner } from "~/services/session.server";
import { readPhotoForm } from "~/services/uploads.server";

export const meta: MetaFunction = () => pageMeta("Add a photo story", "Add a Success Works photo story.");

export const loader = ownerOnlyLoader;

export async function action({ request }: ActionFunctionArgs) {
  await requireOwner(request);
  const form = await readPhotoForm(request);
  const values = form.ok ? form.value.fields : {};
  return runOwnerAction("addContent", values, async () => (form.ok ? addPhotoStoryFrom(form.value) : form));
}

export default function AddPhotoStory() {
  const problem = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Success Works</h1>
      <PhotoStoryForm problem={problem?.message}>
        <PhotoField required />
        <TextField id="details" name="details" label="Description" multiline required maxLength={LIMITS.details} defaultValue={problem?.values.details} />
        <SubmitButton busyText="Uploading…">Add photo story</SubmitButton>
      </PhotoStoryForm>
    </>
  );
}
