import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { PhotoStoryForm } from "~/components/photo-story-form";
import { LIMITS } from "~/models/owner-input";
import { findPhotoStory, updatePhotoStoryFrom, viewOfPhotoStory } from "~/models/photo-story.server";
import { notFound } from "~/services/not-found.server";
import { runOwnerAction } from "~/services/owner-action.server";
import { requireOwner } from "~/services/session.server";
import { readPhotoForm } from "~/services/uploads.server";

// The owner's photo edit page. The original product used this URL for a page and for an API
// call alike: the server sends API clients to api.v1.content.get_Contents_Update_json.$id.ts.
export const meta: MetaFunction = () => pageMeta("Edit a photo story", "Edit a Success Works photo story.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const story = await findPhotoStory(params.id ?? "");
  if (!story) throw notFound();
  return viewOfPhotoStory(story);
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireOwner(request);
  const form = await readPhotoForm(request);
  const values = form.ok ? { ...form.value.fields, _id: params.id ?? "" } : {};
  return runOwnerAction("updateContent", values, async () =>
    form.ok ? updatePhotoStoryFrom({ ...form.value, fields: values }) : form,
  );
}

export default function EditPhotoStory() {
  const story = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Edit photo story</h1>
      <PhotoStoryForm problem={problem?.message} storyId={story.id}>
        <PhotoField required={false} current={{ src: story.src, alt: story.details }} />
        <TextField id="details" name="details" label="Description" multiline required maxLength={LIMITS.details} defaultValue={problem?.values.details ?? story.details} />
        <SubmitButton busyText="Uploading…">Save photo story</SubmitButton>
      </PhotoStoryForm>
    </>
  );
}
