import type { Wording } from "~/i18n/texts";

// Its words in the owner's area (and on its public page), in both languages: its pages (team-
// member.tsx) and its operations (team-member.server.ts) read them here.

const en = {
  title: "Team",
  description: "The people who run the trust, in the order the owner sets.",
  empty: "No team members yet.",
  addLink: "Add a team member",
  addTitle: "Add a team member",
  addDescription: "Add a member of the trust's team, with a photo if you like.",
  add: "Add team member",
  editTitle: "Edit team member",
  editMetaTitle: "Edit a team member",
  editDescription: "Edit a member of the trust's team.",
  save: "Save team member",
  name: "Name",
  role: "Role",
  roleHelp: "Choose one, or write another.",
  about: "A line about them",
  aboutHelp: "Optional: what they do for the trust.",
  photoGuidance: "A photo of their face; without one the team page shows their initials.",
  currentPhoto: (name: string) => `The current photo of ${name}`,
  /** Its public page. */
  page: {
    description: "The people who run the trust: founder, office bearers and members.",
    lead: "The people who give their time to run the trust.",
    empty: "The trust will introduce its team here.",
  },
};

const hi: Wording<typeof en> = {
  title: "टीम",
  description: "ट्रस्ट चलाने वाले लोग, उसी क्रम में जो संचालक तय करे।",
  empty: "अभी टीम में कोई नहीं है।",
  addLink: "टीम में किसी को जोड़ें",
  addTitle: "टीम में किसी को जोड़ें",
  addDescription: "ट्रस्ट की टीम में किसी को जोड़ें, चाहें तो फ़ोटो के साथ।",
  add: "टीम में जोड़ें",
  editTitle: "टीम के सदस्य की जानकारी बदलें",
  editMetaTitle: "टीम के सदस्य की जानकारी बदलें",
  editDescription: "ट्रस्ट की टीम के एक सदस्य की जानकारी बदलें।",
  save: "सहेजें",
  name: "नाम",
  role: "पद",
  roleHelp: "इनमें से चुनें, या कोई दूसरा लिखें।",
  about: "इनके बारे में एक पंक्ति",
  aboutHelp: "चाहें तो: ये ट्रस्ट के लिए क्या करते हैं।",
  photoGuidance: "चेहरे की फ़ोटो; फ़ोटो न हो तो टीम पेज पर नाम के पहले अक्षर दिखते हैं।",
  // The name may be in Latin letters: the picture is described without it.
  currentPhoto: (_name) => "इनकी अभी की फ़ोटो",
  /** Its public page. */
  page: {
    description: "ट्रस्ट चलाने वाले लोग: संस्थापक, पदाधिकारी और सदस्य।",
    lead: "वे लोग जो अपना समय देकर ट्रस्ट चलाते हैं।",
    empty: "ट्रस्ट अपनी टीम का परिचय यहाँ देगा।",
  },
};

export const teamMemberWords = { en, hi };
