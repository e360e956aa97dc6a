import type { ActionFunctionArgs } from "@remix-run/node";
import { answerInJson, ownerForm } from "~/http/owner-forms.server";

// Where the photo forms upload with a progress bar (JavaScript only): the same add (no id) and
// update (the story's id) as the pages' own actions, answered in JSON. Without JavaScript the
// pages post to themselves.
export async function action(args: ActionFunctionArgs) {
  const id = args.params.id;
  return answerInJson(await (id ? ownerForm(args, "updateContent", { fixed: { _id: id } }) : ownerForm(args, "addContent")));
}
