import { langAttribute } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";
import { Photo, type PhotoSources } from "./photo";

const palette = ["#9a3412", "#166534", "#1d4ed8", "#7e22ce", "#be123c"];

/**
 * A name's initials, in its own script: the first letter of each of its first two words
 * ("Geeta Kumari" is GK, "रामप्रसाद यादव" is रय). A Devanagari letter keeps its nukta (ज़), not
 * the vowel sign or the conjunct that follows it.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => /\p{L}\u093C?/u.exec(word)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
    .join("");
}

/** A round badge with initials, standing in for a photo the trust has not sent yet. */
function InitialsAvatar({ label, index }: { label: string; index: number }) {
  const initials = initialsOf(label);
  return (
    <svg viewBox="0 0 80 80" width="80" height="80" aria-hidden="true" className="shrink-0" {...langAttribute(label, useLang())}>
      <circle cx="40" cy="40" r="40" fill={palette[index % palette.length]} />
      <text x="40" y="48" textAnchor="middle" fontSize="26" fontWeight="700" fill="white" fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}

/** A team member's round photo, or their initials while the trust has sent none. */
export function MemberAvatar({ name, photo, index }: { name: string; photo: PhotoSources | null; index: number }) {
  return photo ? (
    <Photo photo={photo} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-full object-cover" />
  ) : (
    <InitialsAvatar label={name} index={index} />
  );
}
