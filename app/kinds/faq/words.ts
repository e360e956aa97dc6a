import type { Wording } from "~/i18n/texts";

// Its words in the owner's area (and on its public page), in both languages: its pages (faq.tsx)
// and its operations (faq.server.ts) read them here.

const en = {
  title: "FAQs",
  description: "The questions and answers of the FAQ page, in the owner's order.",
  empty: "No questions yet.",
  label: (question: string) => `the question “${question}”`,
  addTitle: "Add a question",
  add: "Add question",
  editTitle: "Edit question",
  editMetaTitle: "Edit a question",
  editDescription: "Edit a question of the FAQ page.",
  save: "Save question",
  question: "Question",
  answer: "Answer",
  /** Its public page. */
  page: {
    description: "Answers about registration, donations, tax exemption, receipts and giving offline.",
    heading: "Frequently Asked Questions",
  },
};

const hi: Wording<typeof en> = {
  title: "सवाल-जवाब",
  description: "सवाल-जवाब पेज के सवाल और जवाब, संचालक के तय किए क्रम में।",
  empty: "अभी कोई सवाल नहीं है।",
  label: (question) => `सवाल “${question}”`,
  addTitle: "सवाल जोड़ें",
  add: "सवाल जोड़ें",
  editTitle: "सवाल बदलें",
  editMetaTitle: "सवाल बदलें",
  editDescription: "सवाल-जवाब पेज का एक सवाल बदलें।",
  save: "सवाल सहेजें",
  question: "सवाल",
  answer: "जवाब",
  /** Its public page. */
  page: {
    description: "पंजीकरण, दान, टैक्स में छूट, रसीद और बिना इंटरनेट दान देने के बारे में जवाब।",
    heading: "अक्सर पूछे जाने वाले सवाल",
  },
};

export const faqWords = { en, hi };
