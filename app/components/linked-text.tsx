import { Fragment } from "react";

// Web addresses (http and https only) and Indian phone numbers in a notice become links; the
// rest stays text, which React escapes.
const LINKABLE = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'"])|((?<!\d)(?:\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\d))/g;

type TextPart = { text: string; href?: string };

/** The text cut into plain parts and links. */
export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ text: text.slice(from, at) });
    const [found, address] = match;
    const href = address ? address : `tel:+91${found.replace(/\D/g, "").slice(-10)}`;
    parts.push({ text: found, href });
    from = at + found.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkedParts(text).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            className="text-brand-700 underline"
            {...(part.href.startsWith("http") ? { rel: "nofollow noopener noreferrer" } : {})}
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
