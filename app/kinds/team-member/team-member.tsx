// The team: the public page, and the owner's list, add and edit pages.
import { LIMITS } from "~/domain/rules";
import { useLoaderData } from "@remix-run/react";
import { MemberAvatar } from "~/components/avatar";
import { OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { useTexts, useWords } from "~/i18n/use-texts";
import type { ownerTeamLoader, ownerTeamMemberLoader, teamLoader } from "./team-member.server";
import { TextField, TwoLanguageField } from "~/components/owner-form";
import { UploadPage } from "~/components/upload-form";
import { PhotoField } from "~/components/photo-field";
import { PageSection } from "~/components/section";
import { teamMemberWords } from "./words";
import { Written } from "~/components/written";

// ---- The owner's team: the list, ordered

export const ownerTeamMeta = catalogueMeta((t, lang) => [teamMemberWords[lang].title, teamMemberWords[lang].description]);

export function OwnerTeamPage() {
  const t = useWords(teamMemberWords);
  return (
    <OwnerList<typeof ownerTeamLoader>
      addTo={{ to: "/login-home/team/new", label: t.addLink }}
      words={t}
      row={(member, index) => ({
        editTo: `/login-home/team/${member.id}`,
        label: `“${member.name}”`,
        summary: (
          <div className="flex items-center gap-3">
            <MemberAvatar name={member.name} photo={member.photo} index={index} />
            <TitledSummary title={member.name}>
              , <Written text={member.role} />
            </TitledSummary>
          </div>
        ),
      })}
    />
  );
}

// ---- The fields of a team member, in the add and the edit form.

// The roles of a trust's deed, suggested in both boxes; the owner may write another.
const ROLES = {
  en: ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"],
  hi: ["संस्थापक/ट्रस्टी", "सचिव", "उपाध्यक्ष", "संयुक्त सचिव", "कोषाध्यक्ष", "सदस्य"],
};

/** The fields of a team member, for the add and the edit form: the role and the line about them in English, Hindi or both. */
export function TeamMemberFields({ values = {} }: { values?: Record<string, string | null> }) {
  const t = useWords(teamMemberWords);
  return (
    <>
      <TextField id="name" name="name" label={t.name} required maxLength={LIMITS.line} defaultValue={values.name ?? ""} />
      <TwoLanguageField
        name="role"
        label={t.role}
        help={t.roleHelp}
        oneNeeded
        maxLength={LIMITS.line}
        values={values}
        suggestions={{ en: "roles", hi: "roles-hi" }}
      />
      {(["en", "hi"] as const).map((lang) => (
        <datalist key={lang} id={lang === "en" ? "roles" : "roles-hi"}>
          {ROLES[lang].map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
      ))}
      <TwoLanguageField name="about" label={t.about} help={t.aboutHelp} multiline maxLength={LIMITS.details} values={values} />
    </>
  );
}

// ---- A new team member

export const newTeamMemberMeta = catalogueMeta((t, lang) => [teamMemberWords[lang].addTitle, teamMemberWords[lang].addDescription]);

export function NewTeamMemberPage() {
  const { form } = useTexts().owner;
  const t = useWords(teamMemberWords);
  return <TeamMemberForm title={t.addTitle} photo={null} button={t.add} busyText={form.adding} />;
}

/** The add and the edit form: the member's fields and photo (a current one may be removed). */
function TeamMemberForm({
  title,
  values,
  photo,
  button,
  busyText,
}: {
  title: string;
  values?: Record<string, string | null>;
  photo: { src: string; alt: string } | null;
  button: string;
  busyText?: string;
}) {
  const t = useWords(teamMemberWords);
  return (
    <UploadPage title={title} button={button} busyText={busyText}>
      <TeamMemberFields values={values} />
      <PhotoField required={false} current={photo} guidance={t.photoGuidance} removable={photo !== null} />
    </UploadPage>
  );
}

// ---- A team member, to change

export const ownerTeamMemberMeta = catalogueMeta((t, lang) => [teamMemberWords[lang].editMetaTitle, teamMemberWords[lang].editDescription]);

export function OwnerTeamMemberPage() {
  const { values, photo } = useLoaderData<typeof ownerTeamMemberLoader>();
  const t = useWords(teamMemberWords);
  const current = photo ? { src: photo.src, alt: t.currentPhoto(values.name) } : null;
  return <TeamMemberForm title={t.editTitle} values={values} photo={current} button={t.save} />;
}

// ---- The public team page, /teams

export const teamMeta = catalogueMeta((t, lang) => [t.pages.team, teamMemberWords[lang].page.description]);

export function TeamPage() {
  const team = useLoaderData<typeof teamLoader>();
  const t = useTexts();
  const words = useWords(teamMemberWords);
  return (
    <PageSection title={t.pages.team} lead={team.length > 0 ? words.page.lead : words.page.empty}>
      {team.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-team-member>
              <MemberAvatar name={member.name} photo={member.photo} index={index} />
              <div>
                <Written as="h2" className="font-semibold" text={member.name} />
                <Written as="p" className="font-medium text-brand-700" text={member.role} />
                {member.about ? <Written as="p" className="mt-1 text-sm text-stone-700" text={member.about} /> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </PageSection>
  );
}
