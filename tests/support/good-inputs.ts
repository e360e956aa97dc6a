import { z } from "zod";
import { byId, move } from "~/domain/operation-parts";
import { everyRow, type Operation, type OperationName } from "~/domain/operations";

// One good input per operation: each passes its row, and without each of its fields it is the
// row's own "missing" text from the catalogue. A row of one record's id, of Move up/down or of
// no fields is given its input below.
export const goodInputs: Partial<Record<OperationName, Record<string, unknown>>> = {
  login: { userid: "trustee", password: "p" },
  logout: {},
  changePassword: { userid: "trustee", oldPassword: "old", newPassword: "a new password" },
  addNotice: { update: "School opens on Monday" },
  updateNotice: { _id: "abc123", update: "School opens on Tuesday" },
  pinNotice: { _id: "abc123", pinned: "yes" },
  addWorkCounter: { category: "Charity", count: "1250" },
  updateWorkCounter: { _id: "abc123", category: "Charity", count: 7 },
  addPhotoStory: { details: "Sewing machines for a self-help group" },
  updatePhotoStory: { _id: "abc123", details: "Wheelchairs" },
  showPhotoStoryOnHome: { _id: "abc123", onHome: "no" },
  saveTrustProfile: { name: "Gramin Shiksha Trust" },
  // Every field of these two is optional.
  saveContact: {},
  saveDonationDetails: {},
  rejectDonation: { _id: "abc123", reason: "No such payment reached the account." },
  cancelDonation: { _id: "abc123", reason: "The cheque bounced." },
  confirmReceiptLaw: { year: "2026-27", wording: "section 133 of the Income-tax Act, 2025" },
  addTeamMember: { name: "Sunita Devi", role: "Secretary" },
  updateTeamMember: { _id: "abc123", name: "Sunita Devi", role: "Secretary" },
  addVideo: { title: "Evening classes", link: "https://youtu.be/abcdefghijk" },
  addArticleLink: { title: "Evening classes bring children back", url: "https://www.amarujala.com/story" },
  addFaq: { question: "Is the trust registered?", answer: "Yes." },
  updateFaq: { _id: "abc123", question: "Is the trust registered?", answer: "Yes." },
  chooseOwnerLanguage: { language: "hi" },
  addDocument: { kind: "work", title: "Rural education report" },
  addGalleryGroup: { title: "Winter relief camp" },
  renameGalleryGroup: { _id: "abc123", title: "Winter relief, 2025" },
  addGalleryPhoto: { groupId: "abc123", caption: "Blankets handed out in Mau" },
  updateGalleryPhoto: { _id: "abc123", caption: "Blankets for the winter camp at Mau" },
  addEvent: { title: "Free eye camp", startsOn: "2099-12-05", village: "Rampur" },
  updateEvent: { _id: "abc123", titleHi: "मुफ़्त नेत्र शिविर", startsOn: "2099-12-05", villageHi: "रामपुर" },
  saveProgramme: {
    slug: "rural",
    title: "Rural Education",
    summary: "Evening classes.",
    vision: "Every child reads.",
    mission: "Teach.\nGive books.",
    duration: "Long-term plan: 5-6 years.",
  },
};

const ofTheirShape = (row: Operation): Record<string, unknown> | undefined => {
  if (row.input === byId) return { _id: "abc123" };
  if (row.input === move) return { _id: "abc123", intent: "up" };
  const noFields = row.input instanceof z.ZodObject && Object.keys(row.input.shape as object).length === 0;
  return noFields ? {} : undefined;
};

export const everyGoodInput = Object.entries(everyRow()).flatMap(([name, row]) => {
  const good = goodInputs[name as OperationName] ?? ofTheirShape(row);
  return good ? [[name, good] as [OperationName, Record<string, unknown>]] : [];
});

/** The fields a row's schema reads (inside the check a row may wrap round them). */
export function fieldsReadBy(schema: z.ZodTypeAny): z.ZodRawShape {
  const inner = schema instanceof z.ZodEffects ? schema.innerType() : schema;
  return inner instanceof z.ZodObject ? inner.shape : {};
}
