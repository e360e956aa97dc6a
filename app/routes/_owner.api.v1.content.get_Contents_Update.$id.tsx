import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { PhotoStoryFields } from "~/components/photo-story-fields";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { UploadForm } from "~/components/upload-form";
import { findPhotoStory, viewOfPhotoStory } from "~/kinds/photo-story/photo-story.server";
import { notFound } from "~/http/refusal-page";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";
import { takesUploads } from "~/http/route-handle";

// The owner's photo edit page. The original product used this URL for a page and for an API
// call alike: the server sends API clients to api.v1.content.get_Contents_Update_json.$id.ts.
export const meta = pageMeta(
  (t) => t.owner.stories.editMetaTitle,
  (t) => t.owner.stories.editDescription,
);
export const handle = takesUploads;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  const story = await findPhotoStory(params.id ?? "");
  if (!story) throw notFound();
  return { ...viewOfPhotoStory(story, lang), english: story.details, hindi: story.detailsHi };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "updatePhotoStory", { fixed: { _id: args.params.id ?? "" }, successTo: backToList("/login-home/photo-content") });
}

export default function EditPhotoStory() {
  const story = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const { stories: t, form } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{t.editTitle}</h1>
      <UploadForm refusal={refusal?.message}>
        <PhotoField required={false} current={{ src: story.src, alt: t.photoOfStory }} asSlide />
        <PhotoStoryFields values={refusal?.values ?? { details: story.english, detailsHi: story.hindi }} />
        <SubmitButton busyText={form.uploading}>{t.save}</SubmitButton>
      </UploadForm>
    </>
  );
}
