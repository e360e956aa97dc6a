import { LIMITS } from "~/domain/rules";
import { TextField } from "./owner-form";

export const TEAM_PHOTO_GUIDANCE = "A photo of their face; without one the team page shows their initials.";

// The roles of a trust's deed; the owner may write another.
const ROLES = ["Founder/Trustee", "Secretary", "Vice President", "Joint Secretary", "Treasurer", "Member"];

/** The fields of a team member, for the add and the edit form. */
export function TeamMemberFields({ values = {} }: { values?: Record<string, string> }) {
  return (
    <>
      <TextField id="name" name="name" label="Name" required maxLength={LIMITS.line} defaultValue={values.name} />
      <div>
        <label htmlFor="role" className="block font-semibold">
          Role
        </label>
        <p id="role-help" className="text-sm text-stone-700">
          Choose one, or write another.
        </p>
        <input id="role" name="role" list="roles" required maxLength={LIMITS.line} defaultValue={values.role} aria-describedby="role-help" className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3 py-2" />
        <datalist id="roles">
          {ROLES.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
      </div>
      <TextField id="about" name="about" label="A line about them" help="Optional: what they do for the trust." multiline maxLength={LIMITS.details} defaultValue={values.about} />
    </>
  );
}
