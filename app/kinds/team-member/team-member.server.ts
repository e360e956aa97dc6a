import type { TeamMember } from "@prisma/client";
import { declareKind, filledOr } from "~/kinds/kind";
import { textIn, type Lang } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { unlessRejected } from "~/photos/stored-files.server";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";
import { changeNamedPhoto, optionalPhotoColumns } from "~/photos/stored-photos.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { NOT_FOUND } from "~/domain/messages";
import type { OperationInput } from "~/domain/operations";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import { refusal, type Outcome } from "~/domain/outcome";
import { moveToBin } from "~/domain/bin.server";

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

export function addTeamMember(input: OperationInput<"addTeamMember">, photoPath: string | null): Promise<Outcome<TeamMember>> {
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
export function updateTeamMember({ _id, removePhoto, ...input }: OperationInput<"updateTeamMember">, photoPath: string | null): Promise<Outcome<TeamMember>> {
  return unlessRejected(async () => {
    if (!(await findTeamMember(_id))) return refusal(404, NOT_FOUND);
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

export const teamMemberKind = declareKind({
  table: "TeamMember",
  ordered: {},
  bin: { name: { en: "Team member", hi: "टीम सदस्य" }, label: ["name"] },
  shown: { changedAt: "updatedAt" },
  checklist: { label: { en: "Team", hi: "टीम" }, to: "/login-home/team", state: async () => filledOr((await db().teamMember.count()) > 0) },
});
