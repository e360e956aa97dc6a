// The videos of the founder's message page: the owner's list, where they are added and ordered.
import { TextField, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useWords } from "~/i18n/use-texts";
import type { ownerVideosLoader } from "./video.server";
import { videoWords } from "./words";

// ---- The owner's videos: the list, ordered, and the form that adds one

export const ownerVideosMeta = catalogueMeta((t, lang) => [videoWords[lang].title, videoWords[lang].description]);

export function OwnerVideosPage() {
  const t = useWords(videoWords);
  return (
    <OwnerList<typeof ownerVideosLoader>
      row={(video) => ({
        label: t.label(video.title),
        summary: <TitledSummary title={video.title}>{` (https://youtu.be/${video.youtubeId})`}</TitledSummary>,
      })}
      words={t}
    >
      <FormUnderList title={t.addTitle} button={t.add}>
        <TwoLanguageField name="title" label={t.videoTitle} oneNeeded maxLength={LIMITS.line} />
        <TextField id="link" name="link" label={t.link} help={t.linkHelp} type="url" required maxLength={500} />
      </FormUnderList>
    </OwnerList>
  );
}
