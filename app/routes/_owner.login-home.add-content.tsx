import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/owner-form";
import { PhotoStoryFields } from "~/components/photo-story-fields";
import { pageMeta } from "~/components/page-meta";
import { PhotoField } from "~/components/photo-field";
import { UploadForm } from "~/components/upload-form";
import { ownerForm, backToList } from "~/http/owner-forms.server";
import { ownerOnlyLoader } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { takesUploads } from "~/http/route-handle";

export const meta = pageMeta(
  (t) => t.owner.stories.addTitle,
  (t) => t.owner.stories.addDescription,
);
export const handle = takesUploads;

// Each add form carries a key of its own: however often its upload is sent (a retry after the
// signal dropped, a second tap), it makes one story.
export async function loader(args: LoaderFunctionArgs) {
  await ownerOnlyLoader(args);
  return { uploadKey: globalThis.crypto.randomUUID() };
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, "addPhotoStory", { successTo: backToList("/login-home/photo-content") });
}

export default function AddPhotoStory() {
  const refusal = useActionData<typeof action>();
  const { uploadKey } = useLoaderData<typeof loader>();
  const { stories: t, form, menu } = useTexts().owner;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">{menu.successWorks}</h1>
      <UploadForm refusal={refusal?.message}>
        <input type="hidden" name="uploadKey" value={refusal?.values.uploadKey ?? uploadKey} />
        <PhotoField required asSlide />
        <PhotoStoryFields values={refusal?.values} />
        <SubmitButton busyText={form.uploading}>{t.add}</SubmitButton>
      </UploadForm>
    </>
  );
}
