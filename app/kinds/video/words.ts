import type { Wording } from "~/i18n/texts";

// Its words in the owner's area, in both languages: its pages (video.tsx) and its operations
// (video.server.ts) read them here.

const en = {
  title: "Videos",
  description: "The videos of the founder's message page.",
  empty: "No videos yet.",
  label: (title: string) => `the video “${title}”`,
  addTitle: "Add a video",
  videoTitle: "Title",
  link: "YouTube link",
  linkHelp: "Paste the link from YouTube's Share button, or from the address bar.",
  add: "Add video",
};

const hi: Wording<typeof en> = {
  title: "वीडियो",
  description: "संस्थापक के संदेश वाले पेज के वीडियो।",
  empty: "अभी कोई वीडियो नहीं है।",
  label: (title) => `वीडियो “${title}”`,
  addTitle: "वीडियो जोड़ें",
  videoTitle: "नाम",
  link: "यूट्यूब लिंक",
  linkHelp: "यूट्यूब के शेयर बटन से या पते वाली पट्टी से लिंक चिपकाएँ।",
  add: "वीडियो जोड़ें",
};

export const videoWords = { en, hi };
