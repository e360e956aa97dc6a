import type { LoaderFunctionArgs } from "@remix-run/node";
import { findPhotoStory, photoStoryForApi } from "~/models/photo-story.server";
import { apiFailure, apiSuccess } from "~/services/api-envelope.server";
import { NOT_FOUND, UNAUTHORISED } from "~/services/messages";
import { ownerFromBearer } from "~/services/session.server";

// GET /api/v1/content/get_Contents_Update/{id} for API clients (server.mjs routes them here):
// one photo story, read by the owner's client to fill its edit form.
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!(await ownerFromBearer(request))) return apiFailure(401, UNAUTHORISED);
  const story = await findPhotoStory(params.id ?? "");
  if (!story) return apiFailure(404, NOT_FOUND);
  return apiSuccess(photoStoryForApi(story, request));
}
