import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import { TextField, TwoLanguageField } from "./owner-form";

// The roles of a trust's deed, suggested in both boxes; the owner may write another.
const ROLES = {
  en: ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"],
  hi: ["संस्थापक/ट्रस्टी", "सचिव", "उपाध्यक्ष", "संयुक्त सचिव", "कोषाध्यक्ष", "सदस्य"],
};

/** The fields of a team member, for the add and the edit form: the role and the line about them in English, Hindi or both. */
export function TeamMemberFields({ values = {} }: { values?: Record<string, string | null> }) {
  const t = useTexts().owner.team;
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
