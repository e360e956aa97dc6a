import { formValuesOf } from "~/kinds/fields";
import { galleryWords } from "./gallery";
import { said } from "~/i18n/said";
import { z } from "zod";
import { namingFields, oneRecordRow, savedTexts, titleInTwoLanguages, requiredFile } from "~/domain/operation-parts";
import { inTwoLanguages, oneLanguageAtLeast, recordId } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import type { GalleryGroup, GalleryPhoto } from "@prisma/client";
import { type BinnedBindings, declareKind, listOf, type RowInput } from "~/kinds/kind";
import { photoSources } from "~/photos/photo-sources";
import { unlessRejected } from "~/photos/stored-files.server";
import { storePhotoThenName } from "~/photos/stored-photos.server";
import { type Lang, textIn } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import { type Outcome, refusal } from "~/domain/outcome";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { backToList, orderedListAction, ownerForm, ownerListPage, savedRow } from "~/http/owner-forms.server";
import { requireOwnersLanguage } from "~/http/session.server";
import { notFound } from "~/http/refusal-page";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const galleryGroupOperations = namingFields(
  {
    addGalleryGroup: {
      input: oneLanguageAtLeast(z.object(titleInTwoLanguages), ["title"]),
      texts: savedTexts({ en: "The gallery group was added.", hi: "गैलरी का समूह जुड़ गया।" }),
    },
    renameGalleryGroup: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...titleInTwoLanguages }), ["title"]),
      texts: savedTexts({ en: "The gallery group was renamed.", hi: "गैलरी के समूह का नाम बदल गया।" }),
    },
    deleteGalleryGroup: oneRecordRow({ en: "The gallery group and its photos were moved to the bin.", hi: "गैलरी का समूह और उसकी फ़ोटो कूड़ेदान में चली गईं।" }),
  },
  galleryWords.fields,
);

const galleryPhotoOperations = namingFields(
  {
    addGalleryPhoto: {
      input: oneLanguageAtLeast(z.object({ groupId: recordId, ...inTwoLanguages("caption", LIMITS.details) }), ["caption"]),
      upload: requiredFile("photo"),
      texts: savedTexts({ en: "The photo was added to the gallery.", hi: "फ़ोटो गैलरी में जुड़ गई।" }),
    },
    updateGalleryPhoto: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...inTwoLanguages("caption", LIMITS.details) }), ["caption"]),
      texts: savedTexts({ en: "The photo's caption was saved.", hi: "फ़ोटो का परिचय सहेज लिया गया।" }),
    },
    deleteGalleryPhoto: oneRecordRow({ en: "The photo was moved to the bin.", hi: "फ़ोटो कूड़ेदान में चली गई।" }),
  },
  galleryWords.fields,
);

type Input<N extends keyof (typeof galleryGroupOperations & typeof galleryPhotoOperations)> = RowInput<
  typeof galleryGroupOperations & typeof galleryPhotoOperations,
  N
>;

export function viewOfGalleryPhoto(photo: GalleryPhoto, lang: Lang = "en") {
  return { id: photo.id, caption: textIn(lang, photo.caption, photo.captionHi), ...photoSources(photo.imageKey, photo.width, photo.height) };
}

/** The gallery's groups in the owner's order, each with its photos in the owner's order. */
export function listGalleryGroups() {
  return db().galleryGroup.findMany({ orderBy: [...IN_OWNER_ORDER], include: { photos: { orderBy: [...IN_OWNER_ORDER] } } });
}

function findGalleryGroup(id: string) {
  return db().galleryGroup.findUnique({ where: { id }, include: { photos: { orderBy: [...IN_OWNER_ORDER] } } });
}

export async function addGalleryGroup(input: Input<"addGalleryGroup">): Promise<Outcome<GalleryGroup>> {
  return changed(await db().galleryGroup.create({ data: { ...englishOrEmpty(input, ["title"]), position: await nextPosition(galleryGroupKind) } }));
}

function renameGalleryGroup({ _id, ...title }: Input<"renameGalleryGroup">): Promise<Outcome<GalleryGroup>> {
  return changedRow(() => db().galleryGroup.update({ where: { id: _id }, data: englishOrEmpty(title, ["title"]) }));
}

export function addGalleryPhoto(input: Input<"addGalleryPhoto">, photoPath: string): Promise<Outcome<GalleryPhoto>> {
  return unlessRejected(async () => {
    // An unknown group is a 404 before any work on the photo.
    if (!(await db().galleryGroup.findUnique({ where: { id: input.groupId } }))) return refusal(404, said.notFound);
    const position = await nextPosition(galleryPhotoKind, input.groupId);
    const photo = await storePhotoThenName(photoPath, (stored) =>
      db().galleryPhoto.create({ data: { ...englishOrEmpty(input, ["caption"]), imageKey: stored.key, width: stored.width, height: stored.height, position } }),
    );
    return changed(photo);
  });
}

/** A photo's caption, rewritten; the photo stays as it is. */
function updateGalleryPhoto({ _id, ...caption }: Input<"updateGalleryPhoto">): Promise<Outcome<GalleryPhoto>> {
  return changedRow(() => db().galleryPhoto.update({ where: { id: _id }, data: englishOrEmpty(caption, ["caption"]) }));
}

/** One photo of a group, as its caption form reads it; null when the group has no such photo. */
function findGalleryPhoto(groupId: string, id: string) {
  return db().galleryPhoto.findFirst({ where: { id, groupId } });
}

export const galleryGroupKind = declareKind({
  words: galleryWords,
  table: "GalleryGroup",
  ordered: {},
  bin: { name: { en: "Gallery group", hi: "गैलरी का समूह" }, label: ["title", "titleHi"], along: { table: "GalleryPhoto", by: "groupId" } },
  operations: galleryGroupOperations,
  apply: { addGalleryGroup, renameGalleryGroup } satisfies BinnedBindings<typeof galleryGroupOperations>,
});

export const galleryPhotoKind = declareKind({
  table: "GalleryPhoto",
  ordered: { within: "groupId" },
  bin: { name: { en: "Gallery photo", hi: "गैलरी की फ़ोटो" }, label: ["caption", "captionHi"] },
  owner: { list: "/login-home/gallery", checklist: { label: { en: "Gallery", hi: "गैलरी" } } },
  operations: galleryPhotoOperations,
  apply: {
    addGalleryPhoto: (input, { filePath }) => addGalleryPhoto(input, filePath),
    updateGalleryPhoto,
  } satisfies BinnedBindings<typeof galleryPhotoOperations>,
});

// ---- The owner's gallery: its groups, ordered, and the form that adds one

export const { loader: ownerGalleryGroupsLoader, action: ownerGalleryGroupsAction } = ownerListPage(galleryGroupKind, {
  read: listGalleryGroups,
  view: ({ id, title, titleHi, photos }, lang) => ({ id, title: textIn(lang, title, titleHi), photos: photos.length }),
  add: "addGalleryGroup",
  addedTo: "itsPage",
});

// ---- A gallery group: its photos, ordered, and its name

export async function ownerGalleryGroupLoader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const group = await findGalleryGroup(params.id ?? "");
  if (!group) throw notFound();
  return {
    list: listOf(galleryPhotoKind, lang),
    id: group.id,
    name: textIn(lang, group.title, group.titleHi),
    values: formValuesOf(galleryWords.fields, group),
    rows: group.photos.map((photo) => viewOfGalleryPhoto(photo, lang)),
  };
}

export function ownerGalleryGroupAction(args: ActionFunctionArgs) {
  const savedNow = savedRow(galleryWords.fields, () => findGalleryGroup(args.params.id ?? ""));
  return orderedListAction(args, galleryPhotoKind, { pageForms: { rename: { operation: "renameGalleryGroup", savedNow } } });
}

// ---- A gallery photo's caption, to change

export async function galleryPhotoCaptionLoader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const photo = await findGalleryPhoto(params.id ?? "", params.photo ?? "");
  if (!photo) throw notFound();
  return {
    photo: photoSources(photo.imageKey, photo.width, photo.height),
    caption: textIn(lang, photo.caption, photo.captionHi),
    values: formValuesOf(galleryWords.fields, photo),
  };
}

export function galleryPhotoCaptionAction(args: ActionFunctionArgs) {
  const [groupId, id] = [args.params.id ?? "", args.params.photo ?? ""];
  const savedNow = savedRow(galleryWords.fields, () => findGalleryPhoto(groupId, id));
  return ownerForm(args, "updateGalleryPhoto", { fixed: { _id: id }, successTo: backToList(`/login-home/gallery/${groupId}`), savedNow });
}

// ---- A new photo in a gallery group

export async function newGalleryPhotoLoader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const group = await findGalleryGroup(params.id ?? "");
  if (!group) throw notFound();
  return { title: textIn(lang, group.title, group.titleHi) };
}

export function newGalleryPhotoAction(args: ActionFunctionArgs) {
  const groupId = args.params.id ?? "";
  return ownerForm(args, "addGalleryPhoto", { fixed: { groupId }, successTo: backToList(`/login-home/gallery/${groupId}`) });
}
