import type { Wording } from "~/i18n/texts";

// Its words in the owner's area, in both languages: its pages (photo-story.tsx) and its operations
// (photo-story.server.ts) read them here.

const en = {
  addTitle: "Add a photo story",
  addDescription: "Add a Success Works photo story.",
  add: "Add photo story",
  description: "Description",
  listDescription: "Update or delete photo stories.",
  empty: "No photo stories yet.",
  label: (words: string) => `the photo story “${words}”`,
  inCarousel: "In the home page's carousel",
  notInCarousel: "Not in the home page's carousel (still in the gallery)",
  showOnHome: "Show on the home page",
  takeOffHome: "Take off the home page",
  editTitle: "Edit photo story",
  editMetaTitle: "Edit a photo story",
  editDescription: "Edit a Success Works photo story.",
  save: "Save photo story",
  photoOfStory: "The photo of this story",
};

const hi: Wording<typeof en> = {
  addTitle: "फ़ोटो कहानी जोड़ें",
  addDescription: "सफल काम की एक फ़ोटो कहानी जोड़ें।",
  add: "फ़ोटो कहानी जोड़ें",
  description: "ब्योरा",
  listDescription: "फ़ोटो कहानियाँ बदलें या हटाएँ।",
  empty: "अभी कोई फ़ोटो कहानी नहीं है।",
  label: (words) => `फ़ोटो कहानी “${words}”`,
  inCarousel: "होम पेज की स्लाइडों में है",
  notInCarousel: "होम पेज की स्लाइडों में नहीं है (गैलरी में है)",
  showOnHome: "होम पेज पर दिखाएँ",
  takeOffHome: "होम पेज से उतारें",
  editTitle: "फ़ोटो कहानी बदलें",
  editMetaTitle: "फ़ोटो कहानी बदलें",
  editDescription: "सफल काम की एक फ़ोटो कहानी बदलें।",
  save: "फ़ोटो कहानी सहेजें",
  photoOfStory: "इस कहानी की फ़ोटो",
};

export const photoStoryWords = { en, hi };
