// The bin's words and its one number, for the server and the owner's pages alike.

/** How long a deleted row waits in the bin before it is removed for good. */
export const BIN_DAYS = 30;

/** Each kind of content the bin takes, as the owner names it. */
export const BINNED_KIND_NAMES = {
  Notice: "Notice",
  PhotoStory: "Photo story",
  WorkCounter: "Work counter",
  TeamMember: "Team member",
  Faq: "Question",
  GalleryPhoto: "Gallery photo",
  Document: "Document",
} as const;

export type BinnedKind = keyof typeof BINNED_KIND_NAMES;
