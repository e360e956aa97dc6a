import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listVideos } from "~/domain/media-links.server";
import { LIMITS } from "~/domain/rules";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Videos", "The videos of the founder's message page.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listVideos()).map(({ id, title, youtubeId }) => ({ id, title, youtubeId }));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addVideo", delete: "deleteVideo", move: "moveVideo" });
}

export default function Videos() {
  const videos = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      title="Videos"
      empty="No videos yet."
      orderable
      rows={videos.map((video) => ({
        id: video.id,
        label: `the video ${video.title}`,
        summary: (
          <p>
            <span className="font-semibold">{video.title}</span> (youtu.be/{video.youtubeId})
          </p>
        ),
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">Add a video</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <TextField id="title" name="title" label="Title" required maxLength={LIMITS.line} defaultValue={refusal?.values.title} />
        <TextField id="link" name="link" label="YouTube link" help="Paste the link from YouTube's Share button, or from the address bar." type="url" required maxLength={500} defaultValue={refusal?.values.link} />
        <SubmitButton intent="add">Add video</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
