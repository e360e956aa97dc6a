import type { Wording } from "~/i18n/texts";

// Its words in the owner's area, in both languages: its pages (article-link.tsx) and its operations
// (article-link.server.ts) read them here.

const en = {
  title: "Articles",
  description: "Articles about the trust's work, linked from the gallery.",
  empty: "No article links yet.",
  label: (title: string) => `the article “${title}”`,
  addTitle: "Add an article link",
  articleTitle: "Title",
  link: "Link",
  linkHelp: "The article's https address.",
  source: "Newspaper or site",
  date: "Date",
  optional: "Optional.",
  add: "Add article link",
};

const hi: Wording<typeof en> = {
  title: "लेख",
  description: "ट्रस्ट के काम पर लिखे लेख, गैलरी से जुड़े हुए।",
  empty: "अभी किसी लेख का लिंक नहीं है।",
  label: (title) => `लेख “${title}”`,
  addTitle: "लेख का लिंक जोड़ें",
  articleTitle: "शीर्षक",
  link: "लिंक",
  linkHelp: "लेख का पता, जो https:// से शुरू होता है।",
  source: "अख़बार या वेबसाइट",
  date: "तारीख़",
  optional: "चाहें तो।",
  add: "लेख का लिंक जोड़ें",
};

export const articleLinkWords = { en, hi };
