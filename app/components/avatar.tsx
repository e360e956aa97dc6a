import { Photo, type PhotoSources } from "./photo";

const palette = ["#9a3412", "#166534", "#1d4ed8", "#7e22ce", "#be123c"];

/** A round badge with initials, standing in for a photo the trust has not sent yet. */
export function InitialsAvatar({ label, index }: { label: string; index: number }) {
  const initials = label
    .replace(/[^A-Za-z ]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <svg viewBox="0 0 80 80" width="80" height="80" aria-hidden="true" className="shrink-0">
      <circle cx="40" cy="40" r="40" fill={palette[index % palette.length]} />
      <text x="40" y="48" textAnchor="middle" fontSize="26" fontWeight="700" fill="white" fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}

/** A team member's round photo, or their initials while the trust has sent none. */
export function MemberAvatar({ name, photo, index }: { name: string; photo: PhotoSources | null; index: number }) {
  return photo ? <Photo photo={photo} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-full object-cover" /> : <InitialsAvatar label={name} index={index} />;
}
