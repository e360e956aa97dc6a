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
