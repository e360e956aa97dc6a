import type { TeamMember } from "@prisma/client";
import { db } from "~/site/db.server";
import { changed, changedRow } from "./content-version.server";
import type { OperationInput } from "./operations";
import { IN_OWNER_ORDER, nextPosition } from "./ordering.server";
import type { Outcome } from "./outcome";

/** The team in the owner's order. */
export function listTeam() {
  return db().teamMember.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

export function findTeamMember(id: string) {
  return db().teamMember.findUnique({ where: { id } });
}

export async function addTeamMember(input: OperationInput<"addTeamMember">): Promise<Outcome<TeamMember>> {
  return changed(await db().teamMember.create({ data: { ...input, position: await nextPosition("TeamMember") } }));
}

export function updateTeamMember({ _id, ...input }: OperationInput<"updateTeamMember">): Promise<Outcome<TeamMember>> {
  return changedRow(() => db().teamMember.update({ where: { id: _id }, data: input }));
}

export function removeTeamMember(input: { _id: string }): Promise<Outcome<TeamMember>> {
  return changedRow(() => db().teamMember.delete({ where: { id: input._id } }));
}
