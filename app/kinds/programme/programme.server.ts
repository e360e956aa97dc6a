import { formValuesOf } from "~/kinds/fields";
import { programmeWords } from "./programme";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { namingFields, optionalPhoto, savedTexts } from "~/domain/operation-parts";
import { broke, checkbox, inTwoLanguages, oneLanguageAtLeast, text } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import type { Programme } from "@prisma/client";
import { type Bindings, declareKind, type RowInput, type SentFile } from "~/kinds/kind";
import { PROGRAMME_SLUGS, programmeFrame, type ProgrammeSlug } from "~/content/programmes";
import { unlessRejected } from "~/photos/stored-files.server";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";
import { changeWithOptionalPhoto } from "~/photos/stored-photos.server";
import { type Lang, langOfRequest, textIn } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import type { Outcome } from "~/domain/outcome";
import { requireOwnersLanguage } from "~/http/session.server";
import { ownerForm, savedRow } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const programmeOperations = namingFields(
  {
    saveProgramme: {
      input: oneLanguageAtLeast(
        z.object({
          slug: text("slug", 40).pipe(z.enum(PROGRAMME_SLUGS, { message: broke("notA", "slug", "a programme") })),
          ...inTwoLanguages("title", LIMITS.line),
          ...inTwoLanguages("summary", LIMITS.details),
          ...inTwoLanguages("vision", LIMITS.details),
          ...inTwoLanguages("mission", LIMITS.paragraphs),
          ...inTwoLanguages("duration", LIMITS.line),
          removePhoto: checkbox,
        }),
        ["title", "summary", "vision", "mission", "duration"],
      ),
      upload: optionalPhoto,
      texts: savedTexts({ en: "The programme was saved.", hi: "कार्यक्रम सहेज लिया गया।" }),
    },
  },
  programmeWords.fields,
);

type Input<N extends keyof typeof programmeOperations> = RowInput<typeof programmeOperations, N>;

/** A programme as its page, the home cards and the vision page show it. */
export function viewOfProgramme(programme: Programme, lang: Lang = "en") {
  const frame = programmeFrame(programme.slug as ProgrammeSlug);
  return {
    ...frame,
    title: textIn(lang, programme.title, programme.titleHi),
    summary: textIn(lang, programme.summary, programme.summaryHi),
    vision: textIn(lang, programme.vision, programme.visionHi),
    mission: textIn(lang, programme.mission, programme.missionHi)
      .split("\n")
      .map((step) => step.trim())
      .filter(Boolean),
    duration: textIn(lang, programme.duration, programme.durationHi),
    /** The owner's photo, shown in place of the drawn illustration. */
    photo: sourcesOfOptionalPhoto(programme.photoKey, programme.photoWidth, programme.photoHeight),
  };
}

export type ProgrammeView = ReturnType<typeof viewOfProgramme>;

/** The five programmes in the menu's order. */
export async function listProgrammes(lang: Lang = "en"): Promise<ProgrammeView[]> {
  const rows = await db().programme.findMany();
  return PROGRAMME_SLUGS.flatMap((slug) => rows.filter((row) => row.slug === slug)).map((row) => viewOfProgramme(row, lang));
}

/** A programme's row as saved: its texts in both languages, for the owner's form. */
function findProgrammeRow(slug: string): Promise<Programme | null> {
  return db().programme.findUnique({ where: { slug } });
}

async function findProgramme(slug: string, lang: Lang = "en"): Promise<ProgrammeView | null> {
  const row = await findProgrammeRow(slug);
  return row ? viewOfProgramme(row, lang) : null;
}

/** What a programme route's loader gives its page; a programme that is not there is a 404. */
async function programmePage(slug: ProgrammeSlug, lang: Lang): Promise<ProgrammeView> {
  const programme = await findProgramme(slug, lang);
  if (!programme) throw new Response("Not Found", { status: 404 });
  return programme;
}

/** The loader of one programme's public page, in the page's language. */
export function programmeLoader(slug: ProgrammeSlug) {
  return ({ request }: LoaderFunctionArgs) => programmePage(slug, langOfRequest(request));
}

/** New texts and, as chosen, a new photo, no photo, or the same one; a photo left behind goes after the commit. */
function saveProgramme({ slug, removePhoto, ...texts }: Input<"saveProgramme">, { filePath: photoPath }: SentFile): Promise<Outcome<Programme>> {
  return unlessRejected(() =>
    changedRow(() =>
      changeWithOptionalPhoto(photoPath, removePhoto, async (tx, photo) => ({
        before: (await tx.programme.findUniqueOrThrow({ where: { slug } })).photoKey,
        row: await tx.programme.update({
          where: { slug },
          data: { ...englishOrEmpty(texts, ["title", "summary", "vision", "mission", "duration"]), ...photo, wordingCheckedAt: new Date() },
        }),
      })),
    ),
  );
}

export const programmeKind = declareKind({
  words: programmeWords,
  table: "Programme",
  owner: {
    list: "/login-home/programmes",
    checklist: {
      label: { en: "Programmes", hi: "कार्यक्रम" },
      state: async () => ((await db().programme.count({ where: { wordingCheckedAt: null } })) > 0 ? "check" : "filled"),
    },
  },
  operations: programmeOperations,
  apply: { saveProgramme } satisfies Bindings<typeof programmeOperations>,
});

// ---- The owner's five programmes, each to change

export async function ownerProgrammesLoader({ request }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  return { lang, programmes: (await listProgrammes(lang)).map(({ slug, title, summary }) => ({ slug, title, summary })) };
}

// ---- A programme, to change

export async function ownerProgrammeLoader({ request, params }: LoaderFunctionArgs) {
  const lang = await requireOwnersLanguage(request);
  const [programme, row] = await Promise.all([findProgramme(params.slug ?? "", lang), findProgrammeRow(params.slug ?? "")]);
  if (!programme || !row) throw notFound();
  return { name: programme.title, values: formValuesOf(programmeWords.fields, row), photo: programme.photo };
}

export function ownerProgrammeAction(args: ActionFunctionArgs) {
  const slug = args.params.slug ?? "";
  const savedNow = savedRow(programmeWords.fields, () => findProgrammeRow(slug));
  return ownerForm(args, "saveProgramme", { fixed: { slug }, successTo: programmeKind.owner.list, savedNow });
}
