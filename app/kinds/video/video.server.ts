import { videoWords } from "./video";
import { z } from "zod";
import { db } from "~/site/db.server";
import { type Lang, textIn } from "~/i18n/texts";
import { changed } from "~/domain/content-version.server";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { namingFields, oneRecordRow, savedTexts, titleInTwoLanguages } from "~/domain/operation-parts";
import { oneLanguageAtLeast, text, youtubeLink } from "~/domain/rules";
import type { Video } from "@prisma/client";
import { type BinnedBindings, declareKind, type RowInput } from "~/kinds/kind";
import { ownerListPage } from "~/http/owner-forms.server";

// The videos of the founder's message page: YouTube links the owner pastes, in her order.

// ---- Its rows of the operations table, which the owner's forms run.

const videoOperations = namingFields(
  {
    addVideo: {
      input: oneLanguageAtLeast(z.object({ ...titleInTwoLanguages, link: text("link", 500).pipe(youtubeLink) }), ["title"]),
      texts: savedTexts({ en: "The video was added.", hi: "वीडियो जुड़ गया।" }),
    },
    deleteVideo: oneRecordRow({ en: "The video was moved to the bin.", hi: "वीडियो कूड़ेदान में चला गया।" }),
  },
  videoWords.fields,
);

type Input<N extends keyof typeof videoOperations> = RowInput<typeof videoOperations, N>;

/** A video as a page shows it, its title in the page's language when the owner gave it. */
export function viewOfVideo({ id, title, titleHi, youtubeId }: Video, lang: Lang) {
  return { id, title: textIn(lang, title, titleHi), youtubeId };
}

export function listVideos() {
  return db().video.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

async function addVideo(input: Input<"addVideo">): Promise<Outcome<Video>> {
  const data = { title: input.title ?? "", titleHi: input.titleHi, youtubeId: input.link, position: await nextPosition(videoKind) };
  return changed(await db().video.create({ data }));
}

export const videoKind = declareKind({
  words: videoWords,
  table: "Video",
  ordered: {},
  bin: { name: { en: "Video", hi: "वीडियो" }, label: ["title", "titleHi"] },
  owner: { list: "/login-home/videos", checklist: { label: { en: "Videos", hi: "वीडियो" } } },
  operations: videoOperations,
  apply: { addVideo } satisfies BinnedBindings<typeof videoOperations>,
});

// ---- The owner's videos: the list, ordered, and the form that adds one

export const { loader: ownerVideosLoader, action: ownerVideosAction } = ownerListPage(videoKind, {
  read: listVideos,
  view: viewOfVideo,
  add: "addVideo",
});
