import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList, PhotoRowSummary } from "~/components/owner-list";
import { firstWords } from "~/components/share-link";
import { pageMeta } from "~/components/page-meta";

import { listPhotoStories, viewOfPhotoStory } from "~/domain/photo-story.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Update Success Works", "Update or delete photo stories.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listPhotoStories()).map((story) => ({ ...viewOfPhotoStory(story), onHome: story.onHome }));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { delete: "deleteContent", move: "moveContent", stay: { home: "showContentOnHome" } });
}

export default function PhotoStoryList() {
  const stories = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      toBin
      title="Update Success Works"
      refusal={refusal?.message}
      empty="No photo stories yet."
      orderable
      rows={stories.map((story) => ({
        id: story.id,
        editTo: `/api/v1/content/get_Contents_Update/${story.id}`,
        label: `the photo story “${firstWords(story.details, 40)}”`,
        summary: (
          <>
            <PhotoRowSummary photo={story} text={story.details} />
            <p className="mt-1 text-sm font-semibold" data-on-home={story.onHome}>
              {story.onHome ? "In the home page's carousel" : "Not in the home page's carousel (still in the gallery)"}
            </p>
          </>
        ),
        action: { intent: "home", text: story.onHome ? "Take off the home page" : "Show on the home page", busyText: "Saving…", fields: { onHome: story.onHome ? "no" : "yes" } },
      }))}
    />
  );
}
