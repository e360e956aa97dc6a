import { said } from "~/i18n/said";
import { z } from "zod";
import { listTexts, move, optionalPhoto, type Operation } from "~/domain/operation-parts";
import { checkbox, inTwoLanguages, LIMITS, oneLanguageAtLeast, recordId, text } from "~/domain/rules";
import type { TeamMember } from "@prisma/client";
import { declareKind, filledOr, type Bindings, type RowInput } from "~/kinds/kind";
import { textIn, type Lang } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { unlessRejected } from "~/photos/stored-files.server";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";
import { changeNamedPhoto, optionalPhotoColumns } from "~/photos/stored-photos.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { IN_OWNER_ORDER, moveRow, nextPosition } from "~/domain/ordering.server";
import { refusal, type Outcome } from "~/domain/outcome";
import { moveToBin } from "~/domain/bin.server";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const teamMember = { name: text("name", LIMITS.line), ...inTwoLanguages("role", LIMITS.line), ...inTwoLanguages("about", LIMITS.details) };
const teamTexts = listTexts(
  { en: "The team member was added.", hi: "टीम सदस्य जुड़ गए।" },
  { en: "The team member was moved to the bin.", hi: "टीम सदस्य की जानकारी कूड़ेदान में चली गई।" },
);

export const teamMemberOperations = {
  addTeamMember: { input: oneLanguageAtLeast(z.object(teamMember), ["role"]), upload: optionalPhoto, texts: teamTexts.add },
  updateTeamMember: {
    input: oneLanguageAtLeast(z.object({ _id: recordId, ...teamMember, removePhoto: checkbox }), ["role"]),
    upload: optionalPhoto,
    texts: {
      missing: said.requiredFields,
      fault: said.serverError,
      formSuccess: { en: "The team member was updated.", hi: "टीम सदस्य की जानकारी बदल गई।" },
      apiSuccess: null,
    },
  },
  deleteTeamMember: { input: z.object({ _id: recordId }), upload: null, texts: teamTexts.delete },
  moveTeamMember: { input: move, upload: null, texts: teamTexts.move },
} satisfies Record<string, Operation>;

type Input<N extends keyof typeof teamMemberOperations> = RowInput<typeof teamMemberOperations, N>;

/** A team member as the team page shows them: with their photo, or none (the page draws initials). */
export function viewOfTeamMember(member: TeamMember, lang: Lang = "en") {
  return {
    id: member.id,
    name: member.name,
    role: textIn(lang, member.role, member.roleHi),
    about: textIn(lang, member.about, member.aboutHi) || null,
    photo: sourcesOfOptionalPhoto(member.photoKey, member.photoWidth, member.photoHeight),
  };
}

/** The team in the owner's order. */
export function listTeam() {
  return db().teamMember.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export function findTeamMember(id: string) {
  return db().teamMember.findUnique({ where: { id } });
}

export function addTeamMember(input: Input<"addTeamMember">, photoPath: string | null): Promise<Outcome<TeamMember>> {
  return unlessRejected(async () => {
    const member = await changeNamedPhoto(photoPath, async (photo) => {
      const row = await db().teamMember.create({
        data: { ...englishOrEmpty(input, ["role"]), ...optionalPhotoColumns(photo, false), position: await nextPosition(teamMemberKind) },
      });
      return { row, before: null, after: row.photoKey };
    });
    return changed(member);
  });
}

/** New details and, as chosen, a new photo, no photo, or the same one; a photo left behind goes after the commit. */
export function updateTeamMember({ _id, removePhoto, ...input }: Input<"updateTeamMember">, photoPath: string | null): Promise<Outcome<TeamMember>> {
  return unlessRejected(async () => {
    if (!(await findTeamMember(_id))) return refusal(404, said.notFound);
    return changedRow(() =>
      changeNamedPhoto(photoPath, (photo) =>
        db().$transaction(async (tx) => {
          const before = await tx.teamMember.findUniqueOrThrow({ where: { id: _id } });
          const row = await tx.teamMember.update({
            where: { id: _id },
            data: { ...englishOrEmpty(input, ["role"]), ...optionalPhotoColumns(photo, removePhoto) },
          });
          return { row, before: before.photoKey, after: row.photoKey };
        }),
      ),
    );
  });
}

export function deleteTeamMember(input: { _id: string }): Promise<Outcome<TeamMember>> {
  return moveToBin(teamMemberKind, (tx) => tx.teamMember.delete({ where: { id: input._id } }));
}

const teamMemberBindings: Bindings<typeof teamMemberOperations> = {
  addTeamMember: (input, { filePath }) => addTeamMember(input, filePath),
  updateTeamMember: (input, { filePath }) => updateTeamMember(input, filePath),
  deleteTeamMember: (input) => deleteTeamMember(input),
  moveTeamMember: (input) => moveRow(teamMemberKind, input._id, input.intent),
};

export const teamMemberKind = declareKind({
  table: "TeamMember",
  ordered: {},
  bin: { name: { en: "Team member", hi: "टीम सदस्य" }, label: ["name"] },
  shown: { changedAt: "updatedAt" },
  checklist: { label: { en: "Team", hi: "टीम" }, to: "/login-home/team", state: async () => filledOr((await db().teamMember.count()) > 0) },
  operations: teamMemberOperations,
  apply: teamMemberBindings,
});
