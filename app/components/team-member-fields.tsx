import { LIMITS } from "~/domain/rules";
import { useTexts } from "~/i18n/use-texts";
import { TextField, TwoLanguageField } from "./owner-form";

// The roles of a trust's deed, suggested for the English box; the owner may write another.
const ROLES = ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"];

/** The fields of a team member, for the add and the edit form: the role and the line about them in English, Hindi or both. */
export function TeamMemberFields({ values = {} }: { values?: Record<string, string | null> }) {
  const t = useTexts().owner.team;
  return (
    <>
      <TextField id="name" name="name" label={t.name} required maxLength={LIMITS.line} defaultValue={values.name ?? ""} />
      <TwoLanguageField name="role" label={t.role} help={t.roleHelp} oneNeeded maxLength={LIMITS.line} values={values} englishList="roles" />
      <datalist id="roles">
        {ROLES.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <TwoLanguageField name="about" label={t.about} help={t.aboutHelp} multiline maxLength={LIMITS.details} values={values} />
    </>
  );
}
