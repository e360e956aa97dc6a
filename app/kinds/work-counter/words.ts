import type { Wording } from "~/i18n/texts";

// Its words in the owner's area, in both languages: its pages (work-counter.tsx) and its operations
// (work-counter.server.ts) read them here.

const en = {
  addTitle: "Add a work counter",
  addDescription: "Add a work counter to the home page.",
  add: "Add counter",
  listDescription: "Update or delete work counters.",
  empty: "No work counters yet.",
  label: (category: string) => `the counter “${category}”`,
  editTitle: "Edit work counter",
  editMetaTitle: "Edit a work counter",
  editDescription: "Edit a work counter of the home page.",
  save: "Save counter",
  category: "Category title",
  count: "Count",
};

const hi: Wording<typeof en> = {
  addTitle: "काम का आँकड़ा जोड़ें",
  addDescription: "होम पेज पर काम का एक आँकड़ा जोड़ें।",
  add: "आँकड़ा जोड़ें",
  listDescription: "काम के आँकड़े बदलें या हटाएँ।",
  empty: "अभी काम का कोई आँकड़ा नहीं है।",
  label: (category) => `आँकड़ा “${category}”`,
  editTitle: "काम का आँकड़ा बदलें",
  editMetaTitle: "काम का आँकड़ा बदलें",
  editDescription: "होम पेज का काम का एक आँकड़ा बदलें।",
  save: "आँकड़ा सहेजें",
  category: "काम का नाम",
  count: "गिनती",
};

export const workCounterWords = { en, hi };
