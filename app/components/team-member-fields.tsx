import { LIMITS } from "~/domain/rules";
import { TextField, TwoLanguageField } from "./owner-form";

export const TEAM_PHOTO_GUIDANCE = "A photo of their face; without one the team page shows their initials.";

// The roles of a trust's deed; the owner may write another.
const ROLES = ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"];

/** The fields of a team member, for the add and the edit form: the role and the line about them in English, Hindi or both. */
export function TeamMemberFields({ values = {} }: { values?: Record<string, string | null> }) {
  return (
    <>
      <TextField id="name" name="name" label="Name" required maxLength={LIMITS.line} defaultValue={values.name ?? ""} />
      <TwoLanguageField name="role" label="Role" help="Choose one, or write another." oneNeeded maxLength={LIMITS.line} values={values} englishList="roles" />
      <datalist id="roles">
        {ROLES.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <TwoLanguageField name="about" label="A line about them" help="Optional: what they do for the trust." multiline maxLength={LIMITS.details} values={values} />
    </>
  );
}
