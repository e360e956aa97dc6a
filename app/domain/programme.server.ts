import type { Programme } from "@prisma/client";
import { PROGRAMME_SLUGS, programmeFrame, type ProgrammeSlug } from "~/content/programmes";
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

export function saveProgramme({ slug, ...texts }: OperationInput<"saveProgramme">): Promise<Outcome<Programme>> {
  return changedRow(() => db().programme.update({ where: { slug }, data: texts }));
}
