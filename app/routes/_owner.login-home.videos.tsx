import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField, TwoLanguageField } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listVideos, viewOfVideo } from "~/kinds/video/video.server";
import { languageOf } from "~/domain/owner.server";
import { LIMITS } from "~/domain/rules";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useLang, useTexts } from "~/i18n/use-texts";
import { langAttribute } from "~/i18n/texts";

export const meta = pageMeta(
  (t) => t.owner.videos.title,
  (t) => t.owner.videos.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return (await listVideos()).map((video) => viewOfVideo(video, lang));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addVideo", delete: "deleteVideo", move: "moveVideo" });
}

export default function Videos() {
  const videos = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.videos;
  const lang = useLang();
  return (
    <OwnerList
      title={t.title}
      empty={t.empty}
      orderable
      rows={videos.map((video) => ({
        id: video.id,
        label: t.label(video.title),
        summary: (
          <p>
            <span className="font-semibold" {...langAttribute(video.title, lang)}>
              {video.title}
            </span>{" "}
            {`(https://youtu.be/${video.youtubeId})`}
          </p>
        ),
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">{t.addTitle}</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <TwoLanguageField name="title" label={t.videoTitle} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <TextField id="link" name="link" label={t.link} help={t.linkHelp} type="url" required maxLength={500} defaultValue={refusal?.values.link} />
        <SubmitButton intent="add">{t.add}</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
