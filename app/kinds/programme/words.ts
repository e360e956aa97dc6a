import type { Wording } from "~/i18n/texts";

// Its words in the owner's area, in both languages: its pages (programme.tsx) and its operations
// (programme.server.ts) read them here.

const en = {
  title: "Programmes",
  description: "The texts of the five programme pages.",
  intro: "The five programme pages keep their addresses and menu names; what each page says is yours to write.",
  editMetaTitle: "Edit a programme",
  editDescription: "Edit the texts of a programme page.",
  editTitle: (name: string) => `Edit “${name}”`,
  currentPhoto: (name: string) => `The current photo of ${name}`,
  editIntro: "What this programme's page says.",
  save: "Save programme",
  photoGuidance: "A photo of this work, shown at the top of its page and on its card. Without one, the page shows a drawing.",
  fields: {
    title: { label: "Title" },
    summary: { label: "Summary", help: "One or two lines, for the home page's card and the top of the page." },
    vision: { label: "Vision" },
    mission: { label: "Mission", help: "One step on each line." },
    duration: { label: "Duration", help: "For example: Long-term plan: 5-6 years. Short-term plan: 8-11 months." },
  },
};

const hi: Wording<typeof en> = {
  title: "कार्यक्रम",
  description: "पाँचों कार्यक्रम पेजों की बातें।",
  intro: "पाँचों कार्यक्रम पेजों के पते और मेन्यू के नाम वही रहते हैं; हर पेज पर क्या लिखा हो, यह आप तय करते हैं।",
  editMetaTitle: "कार्यक्रम बदलें",
  editDescription: "एक कार्यक्रम पेज की बातें बदलें।",
  editTitle: (name) => `“${name}” बदलें`,
  // The name may be in English: the picture is described without it.
  currentPhoto: (_name) => "इस कार्यक्रम की अभी की फ़ोटो",
  editIntro: "इस कार्यक्रम के पेज पर क्या लिखा हो।",
  save: "कार्यक्रम सहेजें",
  photoGuidance: "इस काम की एक फ़ोटो, जो इसके पेज के ऊपर और इसके कार्ड पर दिखती है। फ़ोटो न हो तो पेज पर एक चित्र दिखता है।",
  fields: {
    title: { label: "नाम" },
    summary: { label: "छोटा परिचय", help: "एक-दो पंक्तियाँ, होम पेज के कार्ड और पेज के ऊपर के लिए।" },
    vision: { label: "सोच" },
    mission: { label: "संकल्प", help: "हर पंक्ति में एक क़दम।" },
    duration: { label: "अवधि", help: "जैसे: लंबी योजना: 5-6 साल। छोटी योजना: 8-11 महीने।" },
  },
};

export const programmeWords = { en, hi };
