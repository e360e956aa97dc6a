// The videos of the founder's message page: the owner's list, where they are added and ordered.
import { listWithAddForm } from "~/components/declared-pages";
import { declareFields, requiredLineInBoth } from "~/kinds/fields";
import type { ownerVideosLoader } from "./video.server";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Videos",
  description: "The videos of the founder's message page.",
  empty: "No videos yet.",
  addTitle: "Add a video",
  add: "Add video",
};

const hi: Wording<typeof en> = {
  title: "वीडियो",
  description: "संस्थापक के संदेश वाले पेज के वीडियो।",
  empty: "अभी कोई वीडियो नहीं है।",
  addTitle: "वीडियो जोड़ें",
  add: "वीडियो जोड़ें",
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    title: requiredLineInBoth,
    link: { type: "url", required: true, maxLength: 500 },
  },
  {
    title: { en: ["Title"], hi: ["नाम"] },
    link: {
      en: ["YouTube link", "Paste the link from YouTube's Share button, or from the address bar."],
      hi: ["यूट्यूब लिंक", "यूट्यूब के शेयर बटन से या पते वाली पट्टी से लिंक चिपकाएँ।"],
    },
  },
);

export const videoWords = { en, hi, fields };

// ---- The owner's videos: the list, ordered, and the form that adds one

export const { meta: ownerVideosMeta, Page: OwnerVideosPage } = listWithAddForm<typeof ownerVideosLoader>(videoWords, (video) => ({
  title: video.title,
  more: ` (https://youtu.be/${video.youtubeId})`,
}));
