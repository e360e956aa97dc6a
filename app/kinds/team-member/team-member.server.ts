import { teamMemberWords } from "./team-member";
import { said } from "~/i18n/said";
import { z } from "zod";
import { namingFields, oneRecordRow, optionalPhoto, savedTexts } from "~/domain/operation-parts";
import { checkbox, inTwoLanguages, oneLanguageAtLeast, recordId, text } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import type { TeamMember } from "@prisma/client";
import { type BinnedBindings, declareKind, type RowInput, type SentFile } from "~/kinds/kind";
import { type Lang, textIn } from "~/i18n/texts";
import { db } from "~/site/db.server";
import { unlessRejected } from "~/photos/stored-files.server";
import { sourcesOfOptionalPhoto } from "~/photos/photo-sources";
import { addWithOptionalPhoto, changeWithOptionalPhoto } from "~/photos/stored-photos.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import { type Outcome, refusal } from "~/domain/outcome";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerAddPage, ownerEditPage, ownerListPage } from "~/http/owner-forms.server";
import { publicList } from "~/http/read-softly.server";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const teamMember = { name: text("name", LIMITS.line), ...inTwoLanguages("role", LIMITS.line), ...inTwoLanguages("about", LIMITS.details) };

const teamMemberOperations = namingFields(
  {
    addTeamMember: {
      input: oneLanguageAtLeast(z.object(teamMember), ["role"]),
      upload: optionalPhoto,
      texts: savedTexts({ en: "The team member was added.", hi: "टीम सदस्य जुड़ गए।" }),
    },
    updateTeamMember: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...teamMember, removePhoto: checkbox }), ["role"]),
      upload: optionalPhoto,
      texts: savedTexts({ en: "The team member was updated.", hi: "टीम सदस्य की जानकारी बदल गई।" }),
    },
    deleteTeamMember: oneRecordRow({ en: "The team member was moved to the bin.", hi: "टीम सदस्य की जानकारी कूड़ेदान में चली गई।" }),
  },
  teamMemberWords.fields,
);

type Input<N extends keyof typeof teamMemberOperations> = RowInput<typeof teamMemberOperations, N>;

/** A team member as the team page shows them: with their photo, or none (the page draws initials). */
function viewOfTeamMember(member: TeamMember, lang: Lang = "en") {
  return {
    id: member.id,
    name: member.name,
    role: textIn(lang, member.role, member.roleHi),
    about: textIn(lang, member.about, member.aboutHi) || null,
    photo: sourcesOfOptionalPhoto(member.photoKey, member.photoWidth, member.photoHeight),
  };
}

/** The team in the owner's order. */
function listTeam() {
  return db().teamMember.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

function findTeamMember(id: string) {
  return db().teamMember.findUnique({ where: { id } });
}

function addTeamMember(input: Input<"addTeamMember">, { filePath: photoPath }: SentFile): Promise<Outcome<TeamMember>> {
  return unlessRejected(async () => {
    const member = await addWithOptionalPhoto(photoPath, async (photo) =>
      db().teamMember.create({ data: { ...englishOrEmpty(input, ["role"]), ...photo, position: await nextPosition(teamMemberKind) } }),
    );
    return changed(member);
  });
}

/** New details and, as chosen, a new photo, no photo, or the same one; a photo left behind goes after the commit. */
function updateTeamMember({ _id, removePhoto, ...input }: Input<"updateTeamMember">, { filePath: photoPath }: SentFile): Promise<Outcome<TeamMember>> {
  return unlessRejected(async () => {
    if (!(await findTeamMember(_id))) return refusal(404, said.notFound);
    return changedRow(() =>
      changeWithOptionalPhoto(photoPath, removePhoto, async (tx, photo) => ({
        before: (await tx.teamMember.findUniqueOrThrow({ where: { id: _id } })).photoKey,
        row: await tx.teamMember.update({ where: { id: _id }, data: { ...englishOrEmpty(input, ["role"]), ...photo } }),
      })),
    );
  });
}

export const teamMemberKind = declareKind({
  words: teamMemberWords,
  table: "TeamMember",
  ordered: {},
  bin: { name: { en: "Team member", hi: "टीम सदस्य" }, label: ["name"] },
  owner: { list: "/login-home/team", checklist: { label: { en: "Team", hi: "टीम" } } },
  operations: teamMemberOperations,
  apply: { addTeamMember, updateTeamMember } satisfies BinnedBindings<typeof teamMemberOperations>,
});

// ---- The owner's team: the list, ordered

export const { loader: ownerTeamLoader, action: ownerTeamAction } = ownerListPage(teamMemberKind, {
  read: listTeam,
  view: viewOfTeamMember,
});

// ---- A new team member

export const { loader: newTeamMemberLoader, action: newTeamMemberAction } = ownerAddPage(teamMemberKind, "addTeamMember");

// ---- A team member, to change

export const { loader: ownerTeamMemberLoader, action: ownerTeamMemberAction } = ownerEditPage(teamMemberKind, {
  find: findTeamMember,
  view: (member) => ({ photo: viewOfTeamMember(member).photo }),
  update: "updateTeamMember",
});

// ---- The public team page, /teams

export function teamLoader({ request }: LoaderFunctionArgs) {
  return publicList(request, "the team", listTeam, viewOfTeamMember);
}
