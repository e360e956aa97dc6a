// The videos of the founder's message page: the owner's list, where they are added and ordered.
import { useActionData, useLoaderData } from "@remix-run/react";
import { TextField, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import type { ownerVideosAction, ownerVideosLoader } from "./video.server";

// ---- The owner's videos: the list, ordered, and the form that adds one

export const ownerVideosMeta = catalogueMeta((t) => [t.owner.videos.title, t.owner.videos.description]);

export function OwnerVideosPage() {
  const videos = useLoaderData<typeof ownerVideosLoader>();
  const refusal = useActionData<typeof ownerVideosAction>();
  const t = useTexts().owner.videos;
  return (
    <OwnerList
      title={t.title}
      empty={t.empty}
      orderable
      rows={videos.map((video) => ({
        id: video.id,
        label: t.label(video.title),
        summary: <TitledSummary title={video.title}>{` (https://youtu.be/${video.youtubeId})`}</TitledSummary>,
      }))}
    >
      <FormUnderList title={t.addTitle} button={t.add} refusal={refusal?.message}>
        <TwoLanguageField name="title" label={t.videoTitle} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <TextField id="link" name="link" label={t.link} help={t.linkHelp} type="url" required maxLength={500} defaultValue={refusal?.values.link} />
      </FormUnderList>
    </OwnerList>
  );
}
