// The team: the public page, and the owner's list, add and edit pages.
import { LIMITS } from "~/domain/limits";
import { useLoaderData } from "@remix-run/react";
import { MemberAvatar } from "~/components/avatar";
import { OwnerList } from "~/components/owner-list";
import { catalogueMeta, wordsMeta } from "~/components/page-meta";
import { useTexts, useWords } from "~/i18n/use-texts";
import type { ownerTeamLoader, ownerTeamMemberLoader, teamLoader } from "./team-member.server";
import { DeclaredFields } from "~/components/form-fields";
import { declareFields } from "~/kinds/fields";
import { UploadPage } from "~/components/upload-form";
import { PhotoField } from "~/components/photo-field";
import { PageSection } from "~/components/section";
import { Written } from "~/components/written";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Team",
  description: "The people who run the trust, in the order the owner sets.",
  empty: "No team members yet.",
  addLink: "Add a team member",
  addTitle: "Add a team member",
  addDescription: "Add a member of the trust's team, with a photo if you like.",
  add: "Add team member",
  editTitle: "Edit team member",
  editMetaTitle: "Edit a team member",
  editDescription: "Edit a member of the trust's team.",
  save: "Save team member",
  photoGuidance: "A photo of their face; without one the team page shows their initials.",
  currentPhoto: (name: string) => `The current photo of ${name}`,
  /** Its public page. */
  page: {
    description: "The people who run the trust: founder, office bearers and members.",
    lead: "The people who give their time to run the trust.",
    empty: "The trust will introduce its team here.",
  },
};

const hi: Wording<typeof en> = {
  title: "टीम",
  description: "ट्रस्ट चलाने वाले लोग, उसी क्रम में जो संचालक तय करे।",
  empty: "अभी टीम में कोई नहीं है।",
  addLink: "टीम में किसी को जोड़ें",
  addTitle: "टीम में किसी को जोड़ें",
  addDescription: "ट्रस्ट की टीम में किसी को जोड़ें, चाहें तो फ़ोटो के साथ।",
  add: "टीम में जोड़ें",
  editTitle: "टीम के सदस्य की जानकारी बदलें",
  editMetaTitle: "टीम के सदस्य की जानकारी बदलें",
  editDescription: "ट्रस्ट की टीम के एक सदस्य की जानकारी बदलें।",
  save: "सहेजें",
  photoGuidance: "चेहरे की फ़ोटो; फ़ोटो न हो तो टीम पेज पर नाम के पहले अक्षर दिखते हैं।",
  // The name may be in Latin letters: the picture is described without it.
  currentPhoto: (_name) => "इनकी अभी की फ़ोटो",
  /** Its public page. */
  page: {
    description: "ट्रस्ट चलाने वाले लोग: संस्थापक, पदाधिकारी और सदस्य।",
    lead: "वे लोग जो अपना समय देकर ट्रस्ट चलाते हैं।",
    empty: "ट्रस्ट अपनी टीम का परिचय यहाँ देगा।",
  },
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    name: { required: true, maxLength: LIMITS.line },
    role: {
      twoLanguages: true,
      required: true,
      maxLength: LIMITS.line, // The roles of a trust's deed; the owner may write another.
      suggestions: {
        en: ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"],
        hi: ["संस्थापक/ट्रस्टी", "सचिव", "उपाध्यक्ष", "संयुक्त सचिव", "कोषाध्यक्ष", "सदस्य"],
      },
    },
    about: { twoLanguages: true, multiline: true, maxLength: LIMITS.details },
  },
  {
    name: { en: ["Name"], hi: ["नाम"] },
    role: { en: ["Role", "Choose one, or write another."], hi: ["पद", "इनमें से चुनें, या कोई दूसरा लिखें।"] },
    about: { en: ["A line about them", "Optional: what they do for the trust."], hi: ["इनके बारे में एक पंक्ति", "चाहें तो: ये ट्रस्ट के लिए क्या करते हैं।"] },
  },
);

export const teamMemberWords = { en, hi, fields };

// ---- The owner's team: the list, ordered

export const ownerTeamMeta = wordsMeta(teamMemberWords, "title", "description");

export function OwnerTeamPage() {
  const t = useWords(teamMemberWords);
  return (
    <OwnerList<typeof ownerTeamLoader>
      addTo={{ to: "/login-home/team/new", label: t.addLink }}
      words={t}
      row={(member, index) => ({
        editTo: `/login-home/team/${member.id}`,
        picture: <MemberAvatar name={member.name} photo={member.photo} index={index} />,
        title: member.name,
        // A person is named by the name alone, not as "the team member".
        label: `“${member.name}”`,
        more: (
          <>
            , <Written text={member.role} />
          </>
        ),
      })}
    />
  );
}

// ---- A new team member

export const newTeamMemberMeta = wordsMeta(teamMemberWords, "addTitle", "addDescription");

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
      <DeclaredFields fields={fields} values={values} />
      <PhotoField required={false} current={photo} guidance={t.photoGuidance} removable={photo !== null} />
    </UploadPage>
  );
}

// ---- A team member, to change

export const ownerTeamMemberMeta = wordsMeta(teamMemberWords, "editMetaTitle", "editDescription");

export function OwnerTeamMemberPage() {
  const { values, photo } = useLoaderData<typeof ownerTeamMemberLoader>();
  const t = useWords(teamMemberWords);
  const current = photo ? { src: photo.src, alt: t.currentPhoto(values.name ?? "") } : null;
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
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-team-member>
              <MemberAvatar name={member.name} photo={member.photo} index={index} />
              <div className="min-w-0">
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
