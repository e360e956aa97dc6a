import type { ReactNode } from "react";
import { type Lang, langAttribute } from "~/i18n/texts";
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
  return inTheirLanguages(
    sentence.split(/(“[^”]*”)/).map((text) => ({ text, lang: text.startsWith("“") ? langAttribute(text.slice(1, -1), lang).lang : undefined })),
  );
}

/**
 * A sentence of the site's with what someone else wrote in its places (`sentence(...values)`, as
 * "Gramin Shiksha Trust was formed under the Indian Trusts Act"), each value marked with its own
 * language where that is not the page's. A value that is null stays null for the sentence.
 */
export function Filled<Values extends (string | null)[]>({ sentence, values }: { sentence: (...values: Values) => string; values: Values }) {
  const lang = useLang();
  // The sentence is written with a private-use marker in each place, then each marker is given its value.
  const placed = sentence(...(values.map((value, index) => (value === null ? null : `\uE000${index}\uE001`)) as Values));
  return inTheirLanguages(
    placed.split(/\uE000(\d+)\uE001/).map((text, index) => {
      if (index % 2 === 0) return { text };
      const value = values[Number(text)] ?? "";
      return { text: value, lang: langAttribute(value, lang).lang };
    }),
  );
}

/**
 * A fixed text of an English page with a few Hindi words in it (a box's "Notice in Hindi
 * (हिंदी में)"), its Hindi marked, so that a screen reader says those words in Hindi.
 */
export function WithHindiMarked({ text }: { text: string }) {
  const lang = useLang();
  if (lang === "hi") return text;
  // Split on a run of Devanagari words: the runs stand at the odd places.
  return inTheirLanguages(
    text.split(/([\u0900-\u097F]+(?:\s+[\u0900-\u097F]+)*)/).map((part, index) => ({ text: part, lang: index % 2 === 1 ? ("hi" as const) : undefined })),
  );
}

/** Pieces of one text, each marked with its language where it has one; the unmarked ones next to each other stay one string, so the text is one text node where it can be. */
function inTheirLanguages(pieces: { text: string; lang?: Lang | undefined }[]): ReactNode {
  const parts: ReactNode[] = [""];
  for (const { text, lang } of pieces) {
    if (lang)
      parts.push(
        <span key={parts.length} lang={lang}>
          {text}
        </span>,
        "",
      );
    else parts[parts.length - 1] += text;
  }
  return <>{parts.filter((part) => part !== "")}</>;
}
