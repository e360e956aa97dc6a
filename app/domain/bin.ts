// The bin's one number and its kinds of content, for the server and the owner's pages alike
// (each kind's name is in the catalogues, owner.bin.kinds).

/** How long a deleted row waits in the bin before it is removed for good. */
export const BIN_DAYS = 30;

export type BinnedKind = "Notice" | "PhotoStory" | "WorkCounter" | "TeamMember" | "Faq" | "GalleryPhoto" | "Document";
