import type { ActionFunctionArgs } from "@remix-run/node";
import { addPhotoStoryFrom, updatePhotoStoryFrom } from "~/models/photo-story.server";
import { answerInJson, runOwnerAction } from "~/services/owner-action.server";
import { requireOwner } from "~/services/session.server";
import { readPhotoForm } from "~/services/uploads.server";

// Where the photo forms upload with a progress bar (JavaScript only): the same add and update
// as the pages' own actions, answered in JSON. Without JavaScript the pages post to themselves.
export async function action({ request }: ActionFunctionArgs) {
  await requireOwner(request);
  const form = await readPhotoForm(request);
  const fields = form.ok ? form.value.fields : {};
  const updating = Boolean(fields._id);
  const answer = await runOwnerAction(updating ? "updateContent" : "addContent", fields, async () => {
    if (!form.ok) return form;
    return updating ? updatePhotoStoryFrom(form.value) : addPhotoStoryFrom(form.value);
  });
  return answerInJson(answer);
}
