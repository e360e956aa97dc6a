import type { ReactNode } from "react";
import { langAttribute } from "~/i18n/texts";
import { useLang } from "~/i18n/use-texts";

/**
 * A text the trust wrote, in the element `as` names, marked with its own language where that is
 * not the page's: an English tagline on a Hindi page is read out as English. `children` shows the
 * text another way (its links made live) where the page wants that.
 */
export function Written({
  text,
  as: Element = "span",
  className,
  children,
}: {
  text: string;
  as?: "span" | "p" | "h2" | "h3" | "dd" | "li" | "figcaption";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Element className={className} {...langAttribute(text, useLang())}>
      {children ?? text}
    </Element>
  );
}

/**
 * A sentence of the site's that quotes what someone else wrote (“…”: the owner's title, a bank's
 * line, a donor's name), each quote marked with its own language where that is not the page's,
 * so that a Hindi sentence reads a quoted English name out as English.
 */
export function Quoting({ sentence }: { sentence: string }) {
  const lang = useLang();
  // Text that needs no mark stays one string, so the sentence is one text node where it can be.
  const parts: ReactNode[] = [""];
  for (const part of sentence.split(/(“[^”]*”)/)) {
    const marked = part.startsWith("“") ? langAttribute(part.slice(1, -1), lang) : {};
    if (marked.lang)
      parts.push(
        <span key={parts.length} {...marked}>
          {part}
        </span>,
        "",
      );
    else parts[parts.length - 1] += part;
  }
  return <>{parts.filter((part) => part !== "")}</>;
}

/**
 * A fixed text of an English page with a few Hindi words in it (a box's "Notice in Hindi
 * (हिंदी में)"), its Hindi marked, so that a screen reader says those words in Hindi.
 */
export function WithHindiMarked({ text }: { text: string }) {
  const lang = useLang();
  if (lang === "hi") return text;
  // Split on a run of Devanagari words: the runs stand at the odd places.
  return text.split(/([\u0900-\u097F]+(?:\s+[\u0900-\u097F]+)*)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="hi">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
