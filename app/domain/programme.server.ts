import type { Programme } from "@prisma/client";
import { PROGRAMME_SLUGS, programmeFrame, type ProgrammeSlug } from "~/content/programmes";
import { unlessRejected } from "~/photos/stored-files.server";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";
import { changeNamedPhoto, optionalPhotoColumns } from "~/photos/stored-photos.server";
import { db } from "~/site/db.server";
import { changedRow } from "./content-version.server";
import type { OperationInput } from "./operations";
import type { Outcome } from "./outcome";

/** A programme as its page, the home cards and the vision page show it. */
export function viewOfProgramme(programme: Programme) {
  const frame = programmeFrame(programme.slug as ProgrammeSlug);
  return {
    ...frame,
    title: programme.title,
    summary: programme.summary,
    vision: programme.vision,
    mission: programme.mission.split("\n").map((step) => step.trim()).filter(Boolean),
    duration: programme.duration,
    /** The owner's photo, shown in place of the drawn illustration. */
    photo: sourcesOfOptionalPhoto(programme.photoKey, programme.photoWidth, programme.photoHeight),
  };
}

export type ProgrammeView = ReturnType<typeof viewOfProgramme>;

/** The five programmes in the menu's order. */
export async function listProgrammes(): Promise<ProgrammeView[]> {
  const rows = await db().programme.findMany();
  return PROGRAMME_SLUGS.flatMap((slug) => rows.filter((row) => row.slug === slug)).map(viewOfProgramme);
}

export async function findProgramme(slug: string): Promise<ProgrammeView | null> {
  const row = await db().programme.findUnique({ where: { slug } });
  return row ? viewOfProgramme(row) : null;
}

/** What a programme route's loader gives its page; a programme that is not there is a 404. */
export async function programmePage(slug: ProgrammeSlug): Promise<ProgrammeView> {
  const programme = await findProgramme(slug);
  if (!programme) throw new Response("Not Found", { status: 404 });
  return programme;
}

/** New texts and, as chosen, a new photo, no photo, or the same one; a photo left behind goes after the commit. */
export function saveProgramme({ slug, removePhoto, ...texts }: OperationInput<"saveProgramme">, photoPath: string | null): Promise<Outcome<Programme>> {
  return unlessRejected(() =>
    changedRow(() =>
      changeNamedPhoto(photoPath, (photo) =>
        db().$transaction(async (tx) => {
          const before = await tx.programme.findUniqueOrThrow({ where: { slug } });
          const row = await tx.programme.update({ where: { slug }, data: { ...texts, ...optionalPhotoColumns(photo, removePhoto) } });
          return { row, before: before.photoKey, after: row.photoKey };
        }),
      ),
    ),
  );
}
