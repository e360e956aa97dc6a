import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { PhotoField, STORY_SLIDE_HELP } from "~/components/photo-field";
import { PhotoStoryForm } from "~/components/photo-story-form";
import { LIMITS } from "~/domain/rules";
import { findPhotoStory, viewOfPhotoStory } from "~/domain/photo-story.server";
import { notFound } from "~/http/refusal-page";
import { ownerForm } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

// The owner's photo edit page. The original product used this URL for a page and for an API
// call alike: the server sends API clients to api.v1.content.get_Contents_Update_json.$id.ts.
export const meta = pageMeta("Edit a photo story", "Edit a Success Works photo story.");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  const story = await findPhotoStory(params.id ?? "");
  if (!story) throw notFound();
  return { ...viewOfPhotoStory(story), english: story.details, hindi: story.detailsHi };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updateContent", { fixed: { _id: args.params.id ?? "" } });
}

export default function EditPhotoStory() {
  const story = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Edit photo story</h1>
      <PhotoStoryForm refusal={refusal?.message} storyId={story.id}>
        <PhotoField required={false} current={{ src: story.src, alt: story.details }} asSlide />
        <TwoLanguageField name="details" label="Description" help={STORY_SLIDE_HELP} multiline oneNeeded maxLength={LIMITS.details} values={refusal?.values ?? { details: story.english, detailsHi: story.hindi }} />
        <SubmitButton busyText="Uploading…">Save photo story</SubmitButton>
      </PhotoStoryForm>
    </>
  );
}
